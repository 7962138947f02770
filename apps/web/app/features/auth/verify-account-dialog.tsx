import { canVerifyOtp, otpCodeError, resendBlockedMessage } from '@vitrine/contracts/auth-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { OtpInput } from '../../components/ui/otp-input';
import { useToast } from '../../components/ui/toast';
import type { ApiResult } from '../../lib/api-result';
import { useDelayedFocus } from './use-delayed-focus';

export interface VerifyAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends (or resends) the code to the phone being verified. */
  sendCode: () => Promise<ApiResult<unknown>>;
  verifyCode: (code: string) => Promise<ApiResult<unknown>>;
  onVerified: (data: unknown) => void;
  /** Send the first code as the popup opens; off by default (the opener usually sent it already). */
  sendOnOpen?: boolean;
}

/**
 * spec §2 Verify Account popup: 'Enter the code we just sent to your mobile phone', a 4-digit
 * code, VERIFY (only with 4 digits and not busy) and RESEND OTP (one resend, spec §9). The
 * opener sends the first code, or asks the popup to (sendOnOpen); the account pages reuse it.
 */
export function VerifyAccountDialog({ open, onClose, sendCode, verifyCode, onVerified, sendOnOpen = false }: VerifyAccountDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Verify Account" className="auth-dialog auth-dialog--narrow">
      <VerifyAccountForm sendCode={sendCode} verifyCode={verifyCode} onVerified={onVerified} sendOnOpen={sendOnOpen} />
    </Dialog>
  );
}

function VerifyAccountForm({ sendCode, verifyCode, onVerified, sendOnOpen }: Omit<VerifyAccountDialogProps, 'open' | 'onClose'>) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resends, setResends] = useState(0);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const sent = useRef(false);
  useDelayedFocus(firstBoxRef, resends);

  // The content mounts each time the popup opens; the ref keeps React's dev double effects to one SMS.
  useEffect(() => {
    if (!sendOnOpen || sent.current) return;
    sent.current = true;
    void sendCode().then((result) => {
      if (!result.ok) toast.error(result.failure.message);
    });
  }, [sendOnOpen, sendCode, toast]);

  const resend = async () => {
    const blocked = resendBlockedMessage(resends, 'verify');
    if (blocked) return toast.error(blocked);
    setBusy(true);
    const result = await sendCode();
    setBusy(false);
    if (!result.ok) return toast.error(result.failure.message);
    if (result.message) toast.success(result.message);
    setResends((n) => n + 1);
    setCode('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = otpCodeError(code);
    setError(invalid);
    if (invalid || !canVerifyOtp(code, busy)) return;
    setBusy(true);
    const result = await verifyCode(code);
    setBusy(false);
    if (!result.ok) return setError(result.failure.fieldErrors.otp ?? result.failure.message);
    if (result.message) toast.success(result.message);
    onVerified(result.data);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="auth-form__lead">Enter the code we just sent to your mobile phone</p>
      <OtpInput
        value={code}
        onChange={(value) => {
          setError(null);
          setCode(value);
        }}
        disabled={busy}
        error={error}
        firstBoxRef={firstBoxRef}
      />
      <div className="auth-form__actions">
        <Button type="submit" variant="primary" disabled={!canVerifyOtp(code, busy)}>
          VERIFY
        </Button>
        <Button type="button" variant="outline" onClick={resend} disabled={busy}>
          RESEND OTP
        </Button>
      </div>
    </form>
  );
}
