// The password strength meter and the phone input rules (spec §4, §5, §9). Zod-free.

// ---------------------------------------------------------------- password strength

export type PasswordStrength = 0 | 1 | 2 | 3;
export const PASSWORD_STRENGTH_LABELS = ['', 'Weak', 'Medium', 'Strong'] as const;

/**
 * spec §4/§5: 0 empty, 1 weak, 2 medium, 3 strong. Strong: 8+ characters with lower, upper,
 * digit and symbol. Medium: 6+ with all four classes, or 8+ with lower, upper and symbol.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 0;
  const length = [...password].length;
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const symbol = /[^\p{L}\p{N}]/u.test(password);
  const allFour = lower && upper && digit && symbol;
  if (length >= 8 && allFour) return 3;
  if ((length >= 6 && allFour) || (length >= 8 && lower && upper && symbol)) return 2;
  return 1;
}

// ---------------------------------------------------------------- phone input

/** spec §5: the phone input blocks these keys (number inputs would otherwise accept them). */
export const BLOCKED_PHONE_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export function isBlockedPhoneKey(key: string): boolean {
  return BLOCKED_PHONE_KEYS.includes(key);
}

/** Digits only, truncated to the country's mobile length (pasted text included). */
export function sanitisePhone(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, maxLength));
}
