import { describe, expect, it } from 'vitest';
import { REFUND_OTHER_MAX, REFUND_REASONS, RefundMessages, refundReason } from './refund-rules';

describe('refundReason', () => {
  it('sends a listed reason as it is', () => {
    expect(refundReason(REFUND_REASONS[0], '')).toEqual({ ok: true, reason: REFUND_REASONS[0] });
  });

  it('asks for a reason first, and for words when it is Other', () => {
    expect(refundReason('', '')).toEqual({ ok: false, field: 'reason', message: RefundMessages.chooseReason });
    expect(refundReason('Because', '')).toEqual({ ok: false, field: 'reason', message: RefundMessages.chooseReason });
    expect(refundReason('Other', '   ')).toEqual({ ok: false, field: 'other', message: RefundMessages.describeOther });
    expect(refundReason('Other', '  Too small  ')).toEqual({ ok: true, reason: 'Too small' });
    expect(refundReason('Other', 'x'.repeat(REFUND_OTHER_MAX + 1))).toEqual({ ok: false, field: 'other', message: RefundMessages.tooLong });
  });
});
