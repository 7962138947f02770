// Forms (issue 15): the demo's contact page (a form section, the map and the store's details), its
// mail to the store in the dev outbox, spec §5 messages under empty fields, the trade enquiry, the
// footer's email subscription sent twice, an XSS payload that never runs, and the forms without
// their script (plain POSTs answered by the page's action).
import type { Page } from '@playwright/test';
import { waitForMessage } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const STORE_EMAIL = 'hello@vitrine-home.example'; // the demo's store_email
const XSS = '<img src=x onerror=alert(1)>';
const REQUIRED = 'This field is required';

/** Any dialog (alert, confirm) fails the test: no payload may run. */
function failOnDialog(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
}

// The test machine has no way out: Google Maps answers with a stand-in page, so frames load (and axe
// can look inside them) as they would for a shopper.
test.beforeEach(async ({ page }) => {
  await page.route('https://www.google.com/maps**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Indiranagar, Bengaluru</p></html>' }),
  );
});

const contactForm = (page: Page) => page.getByRole('form', { name: 'Write to us' });

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Topic').selectOption('order');
  await form.getByLabel('Message').fill(values.message);
  await form.getByLabel(/I agree that Vitrine may keep what I send/).check();
}

test('the contact page is built from a form, the map and the store details, and its mail reaches the store', async ({ page, request }) => {
  failOnDialog(page);
  const response = await page.goto('/contact-us');
  // The map is configured (google_embed_url): frames from Google Maps, and nothing else, are allowed.
  expect(response?.headers()['content-security-policy']).toContain("frame-src 'self' https://www.google.com/maps https://www.google.com/maps/");
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const map = page.locator('iframe[title="Map: Vitrine Home & Living"]');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
  const visit = page.getByRole('region', { name: 'Visit our studio' });
  await expect(visit.getByRole('link', { name: STORE_EMAIL })).toHaveAttribute('href', `mailto:${STORE_EMAIL}`);
  await expect(visit.getByText('Bengaluru, Karnataka 560038', { exact: false })).toBeVisible();

  const marker = `Order question ${Date.now()}`;
  const before = (await request.get(`/api/dev/outbox?channel=mail&to=${STORE_EMAIL}`).then((r) => r.json())).data.length;
  await fillContact(page, { name: 'Asha Rao', email: 'asha@example.com', message: `${marker}: where is my parcel?` });
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await expect(contactForm(page).getByRole('status')).toHaveText(/Thank you\. Your message has been sent/);
  await expect(contactForm(page).getByLabel('Your name')).toHaveValue('');

  const mail = await waitForMessage(request, 'mail', STORE_EMAIL, before);
  expect(mail.subject).toBe('New message: Contact us');
  expect(mail.body).toContain(`Message: ${marker}: where is my parcel?`);
  expect(mail.body).toContain('Email: asha@example.com');
});

test('an empty contact form shows the spec §5 messages under its fields and focuses the first', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = contactForm(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  const name = form.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(REQUIRED);
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(REQUIRED);
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription(REQUIRED);
  await expect(form.getByText(REQUIRED)).toHaveCount(5);

  // The shared rules speak the spec's other words too, and an edited field loses its error.
  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Message').fill('short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('The value must be an valid email address');
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('The value length should be at least 10');
  await form.getByLabel('Email').fill('asha@example.com');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
});

test('an XSS payload in the fields never runs, on the page or in the outbox view', async ({ page, request }) => {
  failOnDialog(page);
  await page.goto('/contact-us');
  await waitForHydration(page);
  const before = (await request.get(`/api/dev/outbox?channel=mail&to=${STORE_EMAIL}`).then((r) => r.json())).data.length;
  await fillContact(page, { name: XSS, email: 'xss@example.com', message: `Hello ${XSS} there` });
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await expect(contactForm(page).getByRole('status')).toHaveText(/Thank you/);
  const mail = await waitForMessage(request, 'mail', STORE_EMAIL, before);
  expect(mail.body).toContain(`Your name: ${XSS}`);

  await page.goto('/dev/outbox');
  await expect(page.getByText(`Message: Hello ${XSS} there`, { exact: false }).first()).toBeVisible();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
});

test('the trade enquiry page sends an enquiry to the store', async ({ page, request }) => {
  failOnDialog(page);
  await page.goto('/trade-enquiry');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Ask for a quote' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByLabel('Company')).toBeFocused();
  await expect(form.getByLabel('Company')).toHaveAccessibleDescription(REQUIRED);

  const company = `Acme Interiors ${Date.now()}`;
  const before = (await request.get(`/api/dev/outbox?channel=mail&to=${STORE_EMAIL}`).then((r) => r.json())).data.length;
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Your name').fill('Ravi');
  await form.getByLabel('Email').fill('ravi@acme.example');
  await form.getByLabel('Phone').fill('+91 98765 01234');
  await form.getByLabel('Product (optional)').fill('Brass table lamp');
  await form.getByLabel('Message').fill('We would like 200 lamps for a hotel by March.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you. We will reply to your enquiry within two working days.');
  const mail = await waitForMessage(request, 'mail', STORE_EMAIL, before);
  expect(mail.subject).toBe('New trade enquiry');
  expect(mail.body).toContain(`Company: ${company}`);
});

test('subscribing twice in the footer answers kindly, with no error page', async ({ page }) => {
  failOnDialog(page);
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('form', { name: 'Newsletter' });
  const email = `reader-${Date.now()}@example.com`;

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(REQUIRED);
  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('The value must be an valid email address');

  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for subscribing.');
  await form.getByLabel('Email address').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('You are already subscribed.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Oops|Page Not Found/ })).toHaveCount(0);
});

test('the contact page is axe clean at 375 and 1280 px, with the messages showing', async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact-us');
    await waitForHydration(page);
    expect(await axeViolations(page), `contact page at ${width} px`).toEqual([]);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await expect(contactForm(page).getByText(REQUIRED).first()).toBeVisible();
    expect(await axeViolations(page), `contact page with errors at ${width} px`).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form and the footer subscription still work as plain POST forms', async ({ page, request }) => {
    await page.goto('/contact-us');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(contactForm(page).getByLabel('Your name')).toHaveAccessibleDescription(REQUIRED);

    const marker = `Plain post ${Date.now()}`;
    const before = (await request.get(`/api/dev/outbox?channel=mail&to=${STORE_EMAIL}`).then((r) => r.json())).data.length;
    await fillContact(page, { name: 'Meera', email: 'meera@example.com', message: `${marker}, no script here.` });
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(/Thank you\. Your message has been sent/);
    expect((await waitForMessage(request, 'mail', STORE_EMAIL, before)).body).toContain(marker);

    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`plain-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/email-subscription$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you for subscribing.');
  });
});
