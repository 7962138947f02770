import { isSettingOn } from '@vitrine/contracts/auth-constants';
import { type CheckoutSettings, readCheckoutSettings as readRuleSettings } from '@vitrine/contracts/checkout-rules';

/** What the checkout screens read of the settings (spec §3 settings keys). */
export interface CheckoutScreenSettings extends CheckoutSettings {
  enable_login_at_checkout: boolean;
  enable_register_at_checkout: boolean;
  checkout_instruction: string;
}

/** Setting values arrive as booleans, 0/1 or strings depending on who saved them. */
export function readCheckoutSettings(settings: Record<string, unknown> | undefined): CheckoutScreenSettings {
  const s = settings ?? {};
  return {
    ...readRuleSettings(s),
    enable_login_at_checkout: isSettingOn(s.enable_login_at_checkout),
    enable_register_at_checkout: isSettingOn(s.enable_register_at_checkout),
    checkout_instruction: typeof s.checkout_instruction === 'string' ? s.checkout_instruction.trim() : '',
  };
}
