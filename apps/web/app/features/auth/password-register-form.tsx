import { type FieldErrors, hasErrors, type PasswordRegisterInput, validatePasswordRegister } from '@vitrine/contracts/auth-rules';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { focusFirstError, readForm, splitFailure } from '../../components/ui/form-helpers';
import { PhoneInput } from '../../components/ui/phone-input';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { authApi } from '../../lib/auth-api';
import type { SignedIn } from './complete-sign-in';
import { NewPasswordField } from './new-password-field';
import { useDelayedFocus } from './use-delayed-focus';

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'password'] as const;

export interface PasswordRegisterFormProps {
  mobileNumberLength: number;
  mobileCode?: string | null;
  onRegistered: (data: SignedIn) => void;
}

/** spec §3/§5 email-and-password registration ('Legacy'); the rules run on submit only. */
export function PasswordRegisterForm({ mobileNumberLength, mobileCode, onRegistered }: PasswordRegisterFormProps) {
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordRegisterInput>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  useDelayedFocus(firstNameRef, 'open');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = readForm(form, FIELDS, ['password']);
    const invalid = validatePasswordRegister(input, mobileNumberLength);
    setErrors(invalid);
    setMessage(null);
    if (hasErrors(invalid)) return focusFirstError(form, invalid);
    setBusy(true);
    const result = await authApi.register(input);
    if (result.ok) return onRegistered(result.data);
    setBusy(false);
    const split = splitFailure(result.failure, FIELDS);
    setErrors(split.errors);
    setMessage(split.message);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="auth-form__pair">
        <TextField label="First name" name="first_name" autoComplete="given-name" inputRef={firstNameRef} error={errors.first_name} disabled={busy} />
        <TextField label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} disabled={busy} />
      </div>
      <PhoneInput name="phone" maxLength={mobileNumberLength} mobileCode={mobileCode} error={errors.phone} disabled={busy} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} disabled={busy} />
      <NewPasswordField label="Password" error={errors.password} disabled={busy} />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" className="auth-form__submit" disabled={busy}>
        REGISTER
      </Button>
    </form>
  );
}
