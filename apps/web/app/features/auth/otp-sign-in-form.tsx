import {
  canVerifyOtp,
  initialOtpStepState,
  nextOtpStep,
  OTP_PHONE_LENGTH,
  type OtpFlow,
  otpCodeError,
  otpPhoneError,
  resendBlockedMessage,
} from '@vitrine/contracts/auth-rules';
import { type FormEvent, useCallback, useReducer, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { OtpInput } from '../../components/ui/otp-input';
import { PhoneInput } from '../../components/ui/phone-input';
import { FormMessage } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import type { ApiResult } from '../../lib/api-result';
import type { SignedIn } from './complete-sign-in';
import { useDelayedFocus } from './use-delayed-focus';

export interface OtpSignInFormProps {
  flow: Extract<OtpFlow, 'login' | 'registration'>;
  mobileCode?: string | null;
  requestCode: (phone: string) => Promise<ApiResult<unknown>>;
  verifyCode: (phone: string, code: string) => Promise<ApiResult<SignedIn>>;
  onSignedIn: (data: SignedIn) => void;
}

/**
 * spec §4 OTP flow: enter the phone, send a code, the step becomes verify; success returns to a
 * cleared phone step; 'Change Phone' goes back and refocuses the phone. Resends are limited
 * per flow (login 3, registration 1), then the 'Maximum attempt reached' toast.
 */
export function OtpSignInForm({ flow, mobileCode, requestCode, verifyCode, onSignedIn }: OtpSignInFormProps) {
  const toast = useToast();
  const [state, dispatch] = useReducer(nextOtpStep, initialOtpStepState);
  const [busy, setBusy] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  useDelayedFocus(phoneRef, state.focusPhone, state.step === 'phone');
  useDelayedFocus(firstBoxRef, state.resends, state.step === 'verify');

  // Live check once typing pauses (the phone input debounces it); empty is not nagged about.
  const onPhoneSettled = useCallback((phone: string) => setPhoneError(phone ? otpPhoneError(phone) : null), []);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '');
    const invalid = otpPhoneError(phone);
    setPhoneError(invalid);
    setMessage(null);
    if (invalid) {
      phoneRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await requestCode(phone);
    setBusy(false);
    if (!result.ok) {
      setPhoneError(result.failure.fieldErrors.input ?? result.failure.fieldErrors.phone ?? null);
      if (!result.failure.fieldErrors.input && !result.failure.fieldErrors.phone) setMessage(result.failure.message);
      return;
    }
    if (result.message) toast.success(result.message);
    dispatch({ type: 'phoneChanged', phone });
    dispatch({ type: 'codeSent' });
  };

  const resend = async () => {
    const blocked = resendBlockedMessage(state.resends, flow);
    if (blocked) {
      toast.error(blocked);
      return;
    }
    setBusy(true);
    const result = await requestCode(state.phone);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.failure.message);
      return;
    }
    setCodeError(null);
    if (result.message) toast.success(result.message);
    dispatch({ type: 'resent' });
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = otpCodeError(state.code);
    setCodeError(invalid);
    if (invalid || !canVerifyOtp(state.code, busy)) return;
    setBusy(true);
    const result = await verifyCode(state.phone, state.code);
    if (!result.ok) {
      setBusy(false);
      setCodeError(result.failure.fieldErrors.otp ?? result.failure.message);
      return;
    }
    // Busy stays on: the page is about to navigate away.
    dispatch({ type: 'verified' });
    onSignedIn(result.data);
  };

  if (state.step === 'phone') {
    return (
      <form className="auth-form" noValidate onSubmit={sendCode} aria-busy={busy}>
        <PhoneInput
          name="phone"
          maxLength={OTP_PHONE_LENGTH}
          mobileCode={mobileCode}
          defaultValue={state.phone}
          onDebouncedChange={onPhoneSettled}
          error={phoneError}
          inputRef={phoneRef}
          disabled={busy}
        />
        <FormMessage message={message} />
        <Button type="submit" variant="primary" className="auth-form__submit" disabled={busy}>
          SEND OTP
        </Button>
      </form>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={verify} aria-busy={busy}>
      <p className="auth-form__lead">
        Enter the code we just sent to <strong>{state.phone}</strong>
      </p>
      <button type="button" className="auth-link" onClick={() => dispatch({ type: 'changePhone' })} disabled={busy}>
        Change Phone
      </button>
      <OtpInput
        value={state.code}
        onChange={(code) => {
          setCodeError(null);
          dispatch({ type: 'codeChanged', code });
        }}
        disabled={busy}
        error={codeError}
        firstBoxRef={firstBoxRef}
      />
      <div className="auth-form__actions">
        <Button type="submit" variant="primary" disabled={!canVerifyOtp(state.code, busy)}>
          VERIFY
        </Button>
        <Button type="button" variant="outline" onClick={resend} disabled={busy}>
          RESEND OTP
        </Button>
      </div>
    </form>
  );
}
