import { type FieldErrors, hasErrors } from '@vitrine/contracts/auth-rules';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { focusFirstError, readForm, splitFailure } from '../../components/ui/form-helpers';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { accountActions } from './account-browser-api';
import { PASSWORD_FIELDS, type PasswordField, passwordBody, validatePasswordChange } from './password-rules';

/** The field named `password`, with its strength meter: the route brings it from the sign-in feature. */
export type NewPasswordSlot = (props: { label: string; error?: string | null }) => ReactNode;

/** Change password (PUT update-password); the server signs the other sessions out. */
export function PasswordForm({ hasPassword, newPassword }: { hasPassword: boolean; newPassword: NewPasswordSlot }) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hadPassword, setHadPassword] = useState(hasPassword);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = readForm(form, PASSWORD_FIELDS, PASSWORD_FIELDS);
    const invalid = validatePasswordChange(values, hadPassword);
    setErrors(invalid);
    setMessage(null);
    if (hasErrors(invalid)) return focusFirstError(form, invalid);
    setBusy(true);
    const result = await accountActions.updatePassword(passwordBody(values, hadPassword));
    setBusy(false);
    if (!result.ok) {
      const split = splitFailure(result.failure, PASSWORD_FIELDS);
      setErrors(split.errors);
      setMessage(split.message);
      return focusFirstError(form, split.errors);
    }
    form.reset();
    setHadPassword(true);
    toast.success(result.message || 'Your password has been updated');
  };

  return (
    <section className="account-section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="account-section__title">
        {hadPassword ? 'Change password' : 'Set a password'}
      </h2>
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <div className="account-form__grid">
          {hadPassword ? (
            <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" error={errors.current_password} />
          ) : null}
          {newPassword({ label: 'New password', error: errors.password })}
          <TextField
            label="Confirm new password"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation}
          />
        </div>
        <FormMessage message={message} />
        <div className="account-form__actions">
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            {hadPassword ? 'Change password' : 'Set password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
