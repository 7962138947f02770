import { validateForgotPassword } from '@vitrine/contracts/auth-rules';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { readForm, splitFailure } from '../../components/ui/form-helpers';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { authApi } from '../../lib/auth-api';
import { useDelayedFocus } from './use-delayed-focus';

/**
 * spec §5 forgot password: email required and valid. The API answers the same for known and
 * unknown emails; on success the dialog returns to Legacy login (spec §4) with its message.
 */
export function ForgotPasswordForm({ onSent, onBack }: { onSent: (message: string) => void; onBack: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  useDelayedFocus(emailRef, 'open');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = readForm(event.currentTarget, ['email'] as const);
    const invalid = validateForgotPassword({ email }).email ?? null;
    setError(invalid);
    setMessage(null);
    if (invalid) return emailRef.current?.focus();
    setBusy(true);
    const result = await authApi.requestPasswordReset(email);
    setBusy(false);
    if (result.ok) return onSent(result.message || 'If an account exists for this email, we have sent a link to reset the password');
    const split = splitFailure(result.failure, ['email'] as const);
    setError(split.errors.email ?? null);
    setMessage(split.message);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="auth-form__lead">Enter the email of your account and we will send you a link to reset your password.</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" inputRef={emailRef} error={error} disabled={busy} />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" className="auth-form__submit" disabled={busy}>
        SEND RESET LINK
      </Button>
      <button type="button" className="auth-link auth-form__back" onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
