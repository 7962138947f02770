import { type FieldErrors, hasErrors } from '@vitrine/contracts/auth-rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { focusFirstError, readForm, splitFailure } from '../../components/ui/form-helpers';
import { PhoneInput } from '../../components/ui/phone-input';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { accountActions } from './account-browser-api';
import { AccountLayout } from './account-layout';
import type { Account } from './account-types';
import { PROFILE_FIELDS, type ProfileField, profileBody, profileValues, validateProfile } from './profile-rules';

interface ProfileFormProps {
  account: Account;
  mobileNumberLength: number;
  mobileCode: string;
}

/**
 * spec §2 Edit profile: PUT update-profile with the profile fields only. On success a toast, and
 * back to the profile, whose loaders (the root's stored user included) run again (spec §4).
 */
export function ProfileForm({ account, mobileNumberLength, mobileCode }: ProfileFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const initial = profileValues(account);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = readForm(form, PROFILE_FIELDS);
    const invalid = validateProfile(values, account, mobileNumberLength);
    setErrors(invalid);
    setMessage(null);
    if (hasErrors(invalid)) return focusFirstError(form, invalid);
    setBusy(true);
    const result = await accountActions.updateProfile(profileBody(values));
    setBusy(false);
    if (!result.ok) {
      const split = splitFailure(result.failure, PROFILE_FIELDS);
      setErrors(split.errors);
      setMessage(split.message);
      return focusFirstError(form, split.errors);
    }
    toast.success(result.message || 'Your profile has been updated');
    navigate('/account/profile');
  };

  return (
    <AccountLayout title="Edit Profile" intro="Edit your profile">
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <div className="account-form__grid">
          <TextField label="First name" name="first_name" autoComplete="given-name" defaultValue={initial.first_name} error={errors.first_name} />
          <TextField label="Last name" name="last_name" autoComplete="family-name" defaultValue={initial.last_name} error={errors.last_name} />
          <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={initial.email} error={errors.email} />
          <PhoneInput name="phone" label="Phone" maxLength={mobileNumberLength} mobileCode={mobileCode} defaultValue={initial.phone} error={errors.phone} />
        </div>
        <p className="account-form__hint">Changing your phone number means verifying the new one.</p>
        <FormMessage message={message} />
        <div className="account-form__actions">
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            Save profile
          </Button>
          <Link className={buttonClass('outline')} to="/account/profile">
            Cancel
          </Link>
        </div>
      </form>
    </AccountLayout>
  );
}
