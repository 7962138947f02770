import { type FieldErrors, hasErrors, type NewPasswordInput, validateNewPassword } from '@vitrine/contracts/auth-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { focusFirstError, readForm, splitFailure } from '../../components/ui/form-helpers';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { authApi } from '../../lib/auth-api';
import { openLoginDialog } from '../../lib/auth-events';
import { NewPasswordField } from './new-password-field';

const FIELDS = ['password', 'password_confirmation'] as const;

/** The new-password form of a valid reset link; success offers the login dialog. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordInput>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = readForm(form, FIELDS, FIELDS);
    const invalid = validateNewPassword(input);
    setErrors(invalid);
    setMessage(null);
    if (hasErrors(invalid)) return focusFirstError(form, invalid);
    setBusy(true);
    const result = await authApi.completeReset({ email, token, ...input });
    setBusy(false);
    if (result.ok) return setDone(result.message || 'Your password has been changed. You can now log in with it.');
    const split = splitFailure(result.failure, FIELDS);
    setErrors(split.errors);
    setMessage(split.message);
  };

  if (done) {
    return (
      <div className="auth-page__notice">
        <p className="form-success" role="status">
          {done}
        </p>
        <Button type="button" variant="primary" onClick={() => openLoginDialog('/account', 'Legacy')}>
          LOGIN NOW
        </Button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="auth-form__lead">
        Choose a new password for <strong>{email}</strong>.
      </p>
      <NewPasswordField label="New password" error={errors.password} disabled={busy} />
      <TextField
        label="Confirm password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
        disabled={busy}
      />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" className="auth-form__submit" disabled={busy}>
        RESET PASSWORD
      </Button>
    </form>
  );
}
