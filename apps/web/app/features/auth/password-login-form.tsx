import { type FieldErrors, hasErrors, type PasswordLoginInput, validatePasswordLogin } from '@vitrine/contracts/auth-rules';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { focusFirstError, readForm, splitFailure } from '../../components/ui/form-helpers';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { authApi } from '../../lib/auth-api';
import type { SignedIn } from './complete-sign-in';
import { useDelayedFocus } from './use-delayed-focus';

const FIELDS = ['email', 'password'] as const;

/** spec §3/§5 email-and-password login ('Legacy'): email and password required (email valid), remember me on by default. */
export function PasswordLoginForm({ onSignedIn, onForgotPassword }: { onSignedIn: (data: SignedIn) => void; onForgotPassword: () => void }) {
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordLoginInput>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  useDelayedFocus(emailRef, 'open');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = readForm(form, FIELDS, ['password']);
    const invalid = validatePasswordLogin(input);
    setErrors(invalid);
    setMessage(null);
    if (hasErrors(invalid)) return focusFirstError(form, invalid);
    setBusy(true);
    const rememberMe = (form.elements.namedItem('remember_me') as HTMLInputElement | null)?.checked ?? true;
    const result = await authApi.login({ ...input, remember_me: rememberMe });
    if (result.ok) return onSignedIn(result.data);
    setBusy(false);
    const { errors: apiErrors, message: text } = splitFailure(result.failure, FIELDS);
    setErrors(apiErrors);
    setMessage(text);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <TextField label="Email" name="email" type="email" autoComplete="email" inputRef={emailRef} error={errors.email} disabled={busy} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} disabled={busy} />
      <div className="auth-form__row">
        <label className="auth-check">
          <input type="checkbox" name="remember_me" defaultChecked disabled={busy} />
          Remember me
        </label>
        <button type="button" className="auth-link" onClick={onForgotPassword}>
          Forgot Password?
        </button>
      </div>
      <FormMessage message={message} />
      <Button type="submit" variant="primary" className="auth-form__submit" disabled={busy}>
        LOGIN
      </Button>
    </form>
  );
}
