import { describe, expect, it } from 'vitest';
import { FORM_KEY_FIELD, outcomeOf, valuesFromFormData } from './form-outcome';

describe('form outcomes', () => {
  it('reads the values a form holds, without its key field', () => {
    const data = new FormData();
    data.set(FORM_KEY_FIELD, 'form:contact');
    data.set('name', 'Asha');
    data.set('consent', 'on');
    expect(valuesFromFormData(data)).toEqual({ name: 'Asha', consent: 'on' });
  });

  it('keeps what was sent only when it failed, with the per-field messages', () => {
    expect(outcomeOf('subscribe', { ok: true, data: null, message: 'Thank you for subscribing.' }, { email: 'a@b.co' })).toEqual({
      key: 'subscribe',
      ok: true,
      message: 'Thank you for subscribing.',
      errors: {},
      values: {},
    });
    const failed = outcomeOf(
      'form:contact',
      { ok: false, failure: { statusCode: 422, message: 'This field is required', fieldErrors: { name: 'This field is required' } } },
      { name: '', email: 'a@b.co' },
    );
    expect(failed).toMatchObject({ ok: false, errors: { name: 'This field is required' }, values: { name: '', email: 'a@b.co' } });
  });
});
