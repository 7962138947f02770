import { AUTH_TIMINGS, PASSWORD_STRENGTH_LABELS, passwordStrength } from '@vitrine/contracts/auth-rules';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** spec §4/§5 strength meter (0 empty … 3 strong), recomputed 250 ms after typing pauses. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(useDebouncedValue(password, AUTH_TIMINGS.strengthDebounceMs));
  return <StrengthBar score={score} />;
}

export function StrengthBar({ score }: { score: 0 | 1 | 2 | 3 }) {
  const label = PASSWORD_STRENGTH_LABELS[score];
  return (
    <div className={`strength strength--${score}`}>
      <div className="strength__bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className="strength__label" aria-live="polite">
        {label ? `Password strength: ${label}` : ''}
      </p>
    </div>
  );
}
