import { type AuthMode, type AuthModeEvent, type AuthSettings, loginDialogTitle, modeSwitchLink, showRegisterNow } from '@vitrine/contracts/auth-rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { authApi } from '../../lib/auth-api';
import type { SignedIn } from './complete-sign-in';
import { ForgotPasswordForm } from './forgot-password-form';
import { OtpSignInForm } from './otp-sign-in-form';
import { PasswordLoginForm } from './password-login-form';

export interface LoginDialogProps {
  open: boolean;
  mode: AuthMode;
  settings: AuthSettings;
  mobileCode?: string | null;
  onClose: () => void;
  onModeEvent: (event: AuthModeEvent) => void;
  onSignedIn: (data: SignedIn) => void;
  onRegisterNow: () => void;
  onResetLinkSent: (message: string) => void;
}

/** spec §2 login dialog: titled Login or Forgot Password?, modes OTP, Legacy and ForgotPassword. */
export function LoginDialog({ open, mode, settings, mobileCode, onClose, onModeEvent, onSignedIn, onRegisterNow, onResetLinkSent }: LoginDialogProps) {
  const switchLink = modeSwitchLink(mode, settings, 'login');
  return (
    <Dialog open={open} onClose={onClose} title={loginDialogTitle(mode)} className="auth-dialog">
      {mode === 'OTP' ? (
        <OtpSignInForm
          key="otp"
          flow="login"
          mobileCode={mobileCode}
          requestCode={(phone) => authApi.requestOtp(phone, 'login')}
          verifyCode={authApi.verifyOtp}
          onSignedIn={onSignedIn}
        />
      ) : mode === 'Legacy' ? (
        <PasswordLoginForm key="password" onSignedIn={onSignedIn} onForgotPassword={() => onModeEvent('forgotPassword')} />
      ) : (
        <ForgotPasswordForm key="forgot" onSent={onResetLinkSent} onBack={() => onModeEvent('backToLogin')} />
      )}
      {switchLink ? (
        <p className="auth-dialog__switch">
          <button type="button" className="auth-link" onClick={() => onModeEvent(switchLink.event)}>
            {switchLink.label}
          </button>
        </p>
      ) : null}
      {showRegisterNow(mode, settings) ? (
        <p className="auth-dialog__alternate">
          <span>Don't Have an Account?</span>
          <Button type="button" variant="outline" onClick={onRegisterNow}>
            REGISTER NOW
          </Button>
        </p>
      ) : null}
    </Dialog>
  );
}
