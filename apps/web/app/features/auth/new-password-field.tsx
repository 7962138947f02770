import { useState } from 'react';
import { TextField } from '../../components/ui/text-field';
import { PasswordStrengthMeter } from './password-strength';

/** A new password's field with the spec §4 strength meter under it (register, reset). */
export function NewPasswordField({ label, error, disabled }: { label: string; error?: string | null; disabled?: boolean }) {
  const [password, setPassword] = useState('');
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      error={error}
      disabled={disabled}
      onChange={(event) => setPassword(event.target.value)}
    >
      <PasswordStrengthMeter password={password} />
    </TextField>
  );
}
