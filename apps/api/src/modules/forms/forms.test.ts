import type { OutboxMessage } from '@vitrine/contracts/auth';
import { type FormDefinition, FormMessages } from '@vitrine/contracts/form-rules';
import { Messages } from '@vitrine/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../../db/seed/forms-seed.ts';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { adminHeaders, createTestApp, describeEachDatabase, type TestApp, useTestApp } from '../../test/test-app.ts';
import { composeStoreMail } from './forms-mail.ts';

const STORE_EMAIL = 'hello@vitrine-home.example'; // the demo store's store_email
const XSS = '<img src=x onerror=alert(1)>';

const contact = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 01234',
  topic: 'order',
  message: 'Where is my order VT-1001? It has been a week.',
  consent: true,
};
const trade = {
  company: 'Acme Interiors',
  name: 'Ravi',
  email: 'Ravi@Acme.example',
  phone: '9876501234',
  product: 'Brass lamp',
  message: 'We need 200 lamps by March.',
};

const outboxFor = async (t: TestApp, to: string) =>
  expectSuccess<OutboxMessage[]>(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?channel=mail&to=${encodeURIComponent(to)}` }));

describeEachDatabase('forms, trade enquiry and email subscription', (dialect) => {
  const t = useTestApp(dialect);
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  describe('GET /api/form/{id}', () => {
    it('answers the demo contact form with its field definitions', async () => {
      const form = expectSuccess<FormDefinition>(await t.app.inject({ method: 'GET', url: '/api/form/contact' }));
      expect(form).toMatchObject({ id: 'contact', title: contactForm.title, submit_label: contactForm.submit_label });
      expect(form.fields.map((f) => f.name)).toEqual(['name', 'email', 'phone', 'topic', 'message', 'consent']);
    });

    it('answers an unknown form with a 404', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/form/no-such-form' }), 404, FormMessages.formNotFound);
      expectError(await t.app.inject({ method: 'GET', url: `/api/form/${'x'.repeat(99)}` }), 404, FormMessages.formNotFound);
    });
  });

  describe('POST /api/form/submit/{id}', () => {
    it('stores the submission and mails it to the store', async () => {
      const res = await post('/api/form/submit/contact', { ...contact, message: `Hello ${XSS} there`, unknown_field: 'dropped' });
      expect(expectSuccess(res)).toEqual({ form_id: 'contact' });
      expect(res.json().message).toBe(contactForm.success_message);
      const [mail] = await outboxFor(t, STORE_EMAIL);
      expect(mail?.subject).toBe('New message: Contact us');
      expect(mail?.body).toContain('Email: asha@example.com');
      expect(mail?.body).toContain(`Message: Hello ${XSS} there`);
      expect(mail?.body).not.toContain('dropped');
      const list = expectSuccess<{ values: Record<string, string> }[]>(
        await t.app.inject({ method: 'GET', url: '/api/admin/forms/contact/submissions', headers: adminHeaders }),
      );
      expect(list[0]?.values).toEqual({ ...contact, message: `Hello ${XSS} there`, consent: 'yes' });
    });

    it('answers 422 with the spec §5 message under every failing field', async () => {
      const empty = expectError(await post('/api/form/submit/contact', {}), 422, Messages.fieldRequired);
      expect(empty.data.errors).toEqual({
        name: [Messages.fieldRequired],
        email: [Messages.fieldRequired],
        topic: [Messages.fieldRequired],
        message: [Messages.fieldRequired],
        consent: [Messages.fieldRequired],
      });
      const bad = await post('/api/form/submit/contact', { ...contact, email: 'not-an-email', phone: 'call me', message: 'short', topic: 'bribe' });
      expect(expectFieldError(bad, 'email')).toEqual([Messages.invalidEmail]);
      expect(bad.json().data.errors).toMatchObject({
        phone: [Messages.mustBeNumeric],
        message: [Messages.minLength(10)],
        topic: [Messages.fieldNotValid],
      });
      expect(expectFieldError(await post('/api/form/submit/contact', { ...contact, message: 'x'.repeat(2001) }), 'message')).toEqual([
        Messages.maxLength(2000),
      ]);
    });

    it('refuses values that are not text, and oversized submissions, with a 422', async () => {
      expectError(await post('/api/form/submit/contact', { ...contact, name: { $gt: '' } }), 422);
      expectError(await post('/api/form/submit/contact', ['a']), 422);
      const huge = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x'.repeat(5000)]));
      expectError(await post('/api/form/submit/contact', { ...contact, ...huge }), 422, FormMessages.tooMuchText);
    });

    it('answers an unknown form with a 404', async () => {
      expectError(await post('/api/form/submit/nope', contact), 404, FormMessages.formNotFound);
    });
  });

  describe('POST /api/plugins/TradeEnquiry/submit', () => {
    it('stores the enquiry and mails it to the store', async () => {
      const res = await post('/api/plugins/TradeEnquiry/submit', { ...trade, company: `Acme ${XSS}` });
      expectSuccess(res);
      expect(res.json().message).toBe(FormMessages.tradeEnquirySent);
      const [mail] = await outboxFor(t, STORE_EMAIL);
      expect(mail?.subject).toBe('New trade enquiry');
      expect(mail?.body).toContain(`Company: Acme ${XSS}`);
      expect(mail?.body).toContain('Product (optional): Brass lamp');
    });

    it('answers 422 with field messages', async () => {
      const res = await post('/api/plugins/TradeEnquiry/submit', { ...trade, email: 'x@y', phone: 'abc', company: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors).toEqual({ company: [Messages.fieldRequired], email: [Messages.invalidEmail], phone: [Messages.mustBeNumeric] });
    });
  });

  describe('POST /api/plugins/emailSubscription/subscribe', () => {
    it('subscribes once; the second time is a success that says so', async () => {
      const first = await post('/api/plugins/emailSubscription/subscribe', { email: 'Reader@Example.com' });
      expect(expectSuccess(first)).toEqual({ email: 'reader@example.com', already_subscribed: false });
      expect(first.json().message).toBe(FormMessages.subscribed);
      const again = await post('/api/plugins/emailSubscription/subscribe', { email: ' reader@example.com ' });
      expect(expectSuccess(again)).toEqual({ email: 'reader@example.com', already_subscribed: true });
      expect(again.json().message).toBe(FormMessages.alreadySubscribed);
    });

    it('answers 422 for a missing or invalid address', async () => {
      expect(expectFieldError(await post('/api/plugins/emailSubscription/subscribe', { email: 'nope' }), 'email')).toEqual([Messages.invalidEmail]);
      expect(expectFieldError(await post('/api/plugins/emailSubscription/subscribe', {}), 'email')).toEqual([Messages.fieldRequired]);
    });
  });

  describe('plugins switched off', () => {
    it('answers 404 for the trade enquiry and subscription routes', async () => {
      const turn = (name: string, is_active: boolean) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/plugins/${name}`, headers: adminHeaders, payload: { is_active } });
      expectSuccess(await turn('TradeEnquiry', false));
      expectSuccess(await turn('emailSubscription', false));
      expectError(await post('/api/plugins/TradeEnquiry/submit', trade), 404);
      expectError(await post('/api/plugins/emailSubscription/subscribe', { email: 'a@b.co' }), 404);
      expectSuccess(await turn('TradeEnquiry', true));
      expectSuccess(await turn('emailSubscription', true));
    });
  });

  describe('form sections on a page', () => {
    it('are checked on save, naming the field, and saved when they fit', async () => {
      const put = (sections: unknown[]) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/pages', headers: adminHeaders, payload: { slug: 'forms-check', title: 'Forms check', sections } });
      const bad = await put([
        { key: 'a', component_type: 'form', component_data: {} },
        { key: 'b', component_type: 'map', component_data: { show_contact_details: 'yes' } },
        { key: 'c', component_type: 'trade-enquiry', component_data: { text: 'x'.repeat(1001) } },
        { key: 'd', component_type: 'email-subscription', component_data: { heading: 42 } },
      ]);
      expect(Object.keys(expectError(bad, 422).data.errors ?? {}).sort()).toEqual([
        'sections.0.component_data.form',
        'sections.1.component_data.show_contact_details',
        'sections.2.component_data.text',
        'sections.3.component_data.heading',
      ]);
      expectSuccess(
        await put([
          { key: 'a', component_type: 'form', component_data: { form: 'contact' } },
          { key: 'b', component_type: 'map', component_data: { show_contact_details: true } },
          { key: 'c', component_type: 'trade-enquiry', component_data: {} },
          { key: 'd', component_type: 'email-subscription', component_data: { heading: 'Stay in touch' } },
        ]),
      );
    });
  });

  describe('PUT /api/admin/forms/{id}', () => {
    it('saves a form the shop then answers, and refuses a bad one naming the field', async () => {
      const form = { ...contactForm, title: 'Wholesale', fields: [{ name: 'email', label: 'Email', type: 'email', is_required: true }] };
      expectSuccess(await t.app.inject({ method: 'PUT', url: '/api/admin/forms/wholesale', headers: adminHeaders, payload: form }));
      expect(expectSuccess<FormDefinition>(await t.app.inject({ method: 'GET', url: '/api/form/wholesale' })).title).toBe('Wholesale');
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/forms/wholesale',
        headers: adminHeaders,
        payload: { ...form, fields: [{ name: 'x' }] },
      });
      expectError(bad, 422);
      expectError(await t.app.inject({ method: 'PUT', url: '/api/admin/forms/wholesale', payload: form }), 401);
    });
  });
});

describe('form submissions are rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect: 'sqlite', rateLimitPerMinute: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 past the budget, for each kind of form', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    for (const [url, payload] of [
      ['/api/form/submit/contact', contact],
      ['/api/plugins/TradeEnquiry/submit', trade],
      ['/api/plugins/emailSubscription/subscribe', { email: 'same@example.com' }],
    ] as const) {
      expectSuccess(await post(url, payload));
      expectSuccess(await post(url, payload));
      expectError(await post(url, payload), 429, Messages.tooManyRequests);
    }
  });
});

describe('the store mail', () => {
  it('escapes every value in its HTML part and keeps the text as typed', () => {
    const mail = composeStoreMail(STORE_EMAIL, 'New message', 'A shopper wrote', [{ label: 'Name <b>', value: `${XSS}\nline two` }]);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>line two');
    expect(mail.html).toContain('Name &lt;b&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain(`Name <b>: \n${XSS}\nline two`);
  });
});
