import { AuthMessages, OTP_LENGTH, type OtpFlow, RESEND_LIMITS } from './auth-constants.ts';

// The 4-digit OTP boxes, the OTP step machine and resend limits (spec §4, §5, §9). Zod-free.

// ---------------------------------------------------------------- OTP boxes

export interface OtpBoxesChange {
  boxes: string[];
  /** Index of the box to focus next. */
  focus: number;
}

export function emptyOtpBoxes(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/**
 * Typing in box `index`: only a digit is kept (the last one typed, so typing over a filled box
 * replaces it), one per box; focus moves to the next box. Anything else leaves the boxes alone.
 */
export function typeOtpDigit(boxes: readonly string[], index: number, typed: string): OtpBoxesChange {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return { boxes: [...boxes], focus: index };
  const next = [...boxes];
  next[index] = digits[digits.length - 1];
  return { boxes: next, focus: Math.min(index + 1, boxes.length - 1) };
}

/** spec §5: Backspace or Delete clears the box and moves back. */
export function clearOtpDigit(boxes: readonly string[], index: number): OtpBoxesChange {
  const next = [...boxes];
  next[index] = '';
  return { boxes: next, focus: Math.max(index - 1, 0) };
}

export function isOtpClearKey(key: string): boolean {
  return key === 'Backspace' || key === 'Delete';
}

/** spec §9: a paste fills the boxes only when it is exactly 4 digits (spaces around it ignored). */
export function pasteOtp(text: string, length = OTP_LENGTH): OtpBoxesChange | null {
  const value = text.trim();
  if (value.length !== length || !/^\d+$/.test(value)) return null;
  return { boxes: value.split(''), focus: length - 1 };
}

/**
 * The code as one string with a space for an empty box ('1 34'), so a box cleared in the middle
 * survives a round trip through the form state and never passes as a complete code.
 */
export function otpValueFromBoxes(boxes: readonly string[]): string {
  return boxes
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();
}

export function otpBoxesFromValue(value: string, length = OTP_LENGTH): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ''));
}

export function isCompleteOtp(code: string, length = OTP_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}

/** spec §5: VERIFY is enabled only with exactly 4 digits and when not busy. */
export function canVerifyOtp(code: string, busy: boolean): boolean {
  return !busy && isCompleteOtp(code);
}

// ---------------------------------------------------------------- OTP steps

export type OtpStep = 'phone' | 'verify';

export interface OtpStepState {
  step: OtpStep;
  phone: string;
  code: string;
  /** Resends used since the code was first sent (the first send is not a resend). */
  resends: number;
  /** Bumped by 'Change Phone' so the phone input takes focus again. */
  focusPhone: number;
}

export const initialOtpStepState: OtpStepState = { step: 'phone', phone: '', code: '', resends: 0, focusPhone: 0 };

export type OtpStepEvent =
  | { type: 'phoneChanged'; phone: string }
  | { type: 'codeChanged'; code: string }
  | { type: 'codeSent' }
  | { type: 'resent' }
  | { type: 'changePhone' }
  | { type: 'verified' };

/** spec §4 OTP flow: phone → verify; success back to phone with a cleared form; Change Phone refocuses. */
export function nextOtpStep(state: OtpStepState, event: OtpStepEvent): OtpStepState {
  switch (event.type) {
    case 'phoneChanged':
      return { ...state, phone: event.phone };
    case 'codeChanged':
      return { ...state, code: event.code };
    case 'codeSent':
      return { ...state, step: 'verify', code: '' };
    case 'resent':
      return { ...state, resends: state.resends + 1, code: '' };
    case 'changePhone':
      return { ...state, step: 'phone', code: '', focusPhone: state.focusPhone + 1 };
    case 'verified':
      return { ...initialOtpStepState, focusPhone: state.focusPhone };
  }
}

/** spec §9 resend limits: null when a resend may go out, else the toast to show. */
export function resendBlockedMessage(resends: number, flow: OtpFlow): string | null {
  return resends >= RESEND_LIMITS[flow] ? AuthMessages.maxAttempts : null;
}
