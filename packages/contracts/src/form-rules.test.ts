import { describe, expect, it } from 'vitest';
import { checkFormValues, FORM_LIMITS, type FormField, fieldMaxLength, formFieldError, TRADE_ENQUIRY_FIELDS } from './form-rules.ts';
import { formDefinitionSchema, formSubmissionSchema } from './forms.ts';
import { Messages } from './messages.ts';

const field = (over: Partial<FormField>): FormField => ({ name: 'f', label: 'F', type: 'text', is_required: false, ...over });

describe('form field rules (spec §5 messages)', () => {
  it('a required field needs a value; blanks do not count', () => {
    for (const value of ['', '   ', undefined, null]) expect(formFieldError(field({ is_required: true }), value)).toBe(Messages.fieldRequired);
    expect(formFieldError(field({ is_required: false }), '')).toBeNull();
  });

  it('email fields need a valid address', () => {
    const email = field({ type: 'email', is_required: true });
    expect(formFieldError(email, 'not-an-email')).toBe(Messages.invalidEmail);
    expect(formFieldError(email, 'a@b')).toBe(Messages.invalidEmail);
    expect(formFieldError(email, ' asha@example.com ')).toBeNull();
    expect(formFieldError(field({ type: 'email' }), '')).toBeNull();
  });

  it('number and phone fields need digits', () => {
    expect(formFieldError(field({ type: 'number' }), '12a')).toBe(Messages.mustBeNumeric);
    expect(formFieldError(field({ type: 'number' }), '12.5')).toBeNull();
    expect(formFieldError(field({ type: 'number' }), 42)).toBeNull();
    expect(formFieldError(field({ type: 'tel' }), '+91 98765-01234')).toBeNull();
    expect(formFieldError(field({ type: 'tel' }), 'call me')).toBe(Messages.mustBeNumeric);
  });

  it('lengths give the at-least and not-exceed messages', () => {
    const f = field({ min_length: 5, max_length: 8 });
    expect(formFieldError(f, 'abcd')).toBe(Messages.minLength(5));
    expect(formFieldError(f, 'abcdefghi')).toBe(Messages.maxLength(8));
    expect(formFieldError(f, 'abcdef')).toBeNull();
  });

  it('caps every type, whatever the owner sets', () => {
    expect(fieldMaxLength({ type: 'text', max_length: null })).toBe(FORM_LIMITS.text);
    expect(fieldMaxLength({ type: 'textarea', max_length: 999_999 })).toBe(FORM_LIMITS.textarea);
    expect(formFieldError(field({ type: 'textarea' }), 'x'.repeat(FORM_LIMITS.textarea + 1))).toBe(Messages.maxLength(FORM_LIMITS.textarea));
  });

  it('selects take one of their options; checkboxes must be ticked when required', () => {
    const select = field({ type: 'select', options: [{ value: 'order', label: 'An order' }] });
    expect(formFieldError(select, 'order')).toBeNull();
    expect(formFieldError(select, 'other')).toBe(Messages.fieldNotValid);
    const consent = field({ type: 'checkbox', is_required: true });
    expect(formFieldError(consent, false)).toBe(Messages.fieldRequired);
    expect(formFieldError(consent, 'on')).toBeNull();
    expect(formFieldError(consent, true)).toBeNull();
  });

  it('checks a whole submission: unknown names dropped, values trimmed', () => {
    const result = checkFormValues(TRADE_ENQUIRY_FIELDS, {
      company: ' Acme ',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876501234',
      message: 'We would like 200 mugs.',
      is_admin: true,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ company: 'Acme', product: '', message: 'We would like 200 mugs.' });
    expect(result.values).not.toHaveProperty('is_admin');
    expect(checkFormValues(TRADE_ENQUIRY_FIELDS, {}).errors).toEqual({
      company: Messages.fieldRequired,
      name: Messages.fieldRequired,
      email: Messages.fieldRequired,
      phone: Messages.fieldRequired,
      message: Messages.fieldRequired,
    });
  });
});

describe('form schemas', () => {
  it('caps a submission in keys and size', () => {
    expect(formSubmissionSchema.safeParse({ a: 'x' }).success).toBe(true);
    const many = Object.fromEntries(Array.from({ length: FORM_LIMITS.fields * 2 + 1 }, (_, i) => [`k${i}`, 'v']));
    expect(formSubmissionSchema.safeParse(many).success).toBe(false);
    expect(formSubmissionSchema.safeParse({ a: { nested: true } }).success).toBe(false);
  });

  it('refuses a definition with two fields of one name', () => {
    const f = { name: 'email', label: 'Email', type: 'email', is_required: true };
    const form = { id: 'contact', title: 'Contact', description: null, submit_label: 'Send', success_message: 'Thanks', fields: [f, f] };
    expect(formDefinitionSchema.safeParse(form).success).toBe(false);
    expect(formDefinitionSchema.safeParse({ ...form, fields: [f] }).success).toBe(true);
  });
});
