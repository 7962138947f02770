import { type AuthMode, type AuthModeEvent, type AuthSettings, modeSwitchLink, registerMode, showLoginNow } from '@vitrine/contracts/auth-rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { authApi } from '../../lib/auth-api';
import type { SignedIn } from './complete-sign-in';
import { OtpSignInForm } from './otp-sign-in-form';
import { PasswordRegisterForm } from './password-register-form';

export interface RegisterDialogProps {
  open: boolean;
  mode: AuthMode;
  settings: AuthSettings;
  mobileCode?: string | null;
  onClose: () => void;
  onModeEvent: (event: AuthModeEvent) => void;
  onSignedIn: (data: SignedIn) => void;
  onRegistered: (data: SignedIn) => void;
  onLoginNow: () => void;
}

/** spec §2 register dialog, titled Register: OTP and Legacy; Legacy offers LOGIN NOW. */
export function RegisterDialog({ open, mode, settings, mobileCode, onClose, onModeEvent, onSignedIn, onRegistered, onLoginNow }: RegisterDialogProps) {
  const current = registerMode(mode);
  const switchLink = modeSwitchLink(current, settings, 'register');
  return (
    <Dialog open={open} onClose={onClose} title="Register" className="auth-dialog">
      {current === 'OTP' ? (
        <OtpSignInForm
          key="otp"
          flow="registration"
          mobileCode={mobileCode}
          requestCode={(phone) => authApi.requestOtp(phone, 'registration')}
          verifyCode={authApi.verifyOtp}
          onSignedIn={onSignedIn}
        />
      ) : (
        <PasswordRegisterForm key="password" mobileNumberLength={settings.mobileNumberLength} mobileCode={mobileCode} onRegistered={onRegistered} />
      )}
      {switchLink ? (
        <p className="auth-dialog__switch">
          <button type="button" className="auth-link" onClick={() => onModeEvent(switchLink.event)}>
            {switchLink.label}
          </button>
        </p>
      ) : null}
      {showLoginNow(current) ? (
        <p className="auth-dialog__alternate">
          <span>Already have an account?</span>
          <Button type="button" variant="outline" onClick={onLoginNow}>
            LOGIN NOW
          </Button>
        </p>
      ) : null}
    </Dialog>
  );
}
