import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { splitFailure } from '../components/ui/form-helpers';
import { runCall, toResult } from './api-result';

describe('toResult', () => {
  it('succeeds only on status success', () => {
    expect(toResult({ statusCode: 200, body: { status: 'success', message: 'Done', data: { a: 1 } }, setCookies: [] })).toEqual({
      ok: true,
      data: { a: 1 },
      message: 'Done',
    });
  });

  it('reads the message and the first error of each field', () => {
    const result = toResult({
      statusCode: 422,
      body: {
        status: 'error',
        message: 'Invalid',
        data: {
          statusCode: 422,
          code: 'VALIDATION_FAILED',
          data: { message: 'Invalid' },
          errors: { email: ['The value must be an valid email address', 'x'] },
        },
      },
      setCookies: [],
    });
    expect(result).toEqual({
      ok: false,
      failure: { statusCode: 422, code: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: { email: 'The value must be an valid email address' } },
    });
    if (!result.ok) {
      // Field errors the form can place speak for themselves; otherwise the message is shown.
      expect(splitFailure(result.failure, ['email'])).toEqual({ errors: { email: 'The value must be an valid email address' }, message: null });
      expect(splitFailure(result.failure, ['phone'])).toEqual({ errors: {}, message: 'Invalid' });
    }
  });

  it('keeps what an error carries to recover with (a changed price brings the new cart)', () => {
    const cart = { totals: { grand_total: 104_700 } };
    const result = toResult({
      statusCode: 409,
      body: {
        status: 'error',
        message: 'Prices have changed, please review your order',
        data: { statusCode: 409, code: 'PRICE_CHANGED', data: { message: 'Prices have changed, please review your order' }, details: { cart } },
      },
      setCookies: [],
    });
    expect(result.ok ? null : result.failure).toMatchObject({ statusCode: 409, code: 'PRICE_CHANGED', details: { cart } });
  });

  it('turns a network failure into a failure result', async () => {
    const result = await runCall(() => Promise.reject(new Error('offline')));
    expect(result).toEqual({ ok: false, failure: { statusCode: 0, message: Messages.networkError, fieldErrors: {} } });
  });
});
