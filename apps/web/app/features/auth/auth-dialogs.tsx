import { type AuthModeEvent, nextAuthMode, readAuthSettings, safeRedirectPath, usableAuthMode } from '@vitrine/contracts/auth-rules';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../components/ui/toast';
import { authApi } from '../../lib/auth-api';
import type { AuthDialogName, OpenLoginRequest } from './auth-dialog-types';
import { readAuthState, writeAuthState } from './auth-store';
import { completeSignIn, needsPhoneVerification, type SignedIn } from './complete-sign-in';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { VerifyAccountDialog } from './verify-account-dialog';

export interface AuthDialogsProps {
  dialog: AuthDialogName | null;
  onDialogChange: (dialog: AuthDialogName | null) => void;
  /** The latest request to open the login dialog (a new id each time). */
  request: OpenLoginRequest;
  initialValues: InitialValues;
}

/** Loaded on first use (React.lazy): the login, register and Verify Account dialogs with their shared mode. */
export default function AuthDialogs({ dialog, onDialogChange, request, initialValues }: AuthDialogsProps) {
  const toast = useToast();
  const country = initialValues.storefront.channel.country;
  const mobileCode = country.mobile_code;
  const settings = useMemo(
    () => readAuthSettings(initialValues.settings, country.mobile_number_length),
    [initialValues.settings, country.mobile_number_length],
  );
  // The login and register dialogs share one mode (spec §3 Auth state), persisted per tab.
  const [mode, setMode] = useState(() => readAuthState(settings).mode);
  const [handledRequest, setHandledRequest] = useState<number | null>(null);
  if (handledRequest !== request.id) {
    // A new opening may ask for a mode (an expired reset link asks for ForgotPassword); else an
    // abandoned forgot-password form gives way to the login form it came from.
    setHandledRequest(request.id);
    if (request.mode) setMode(usableAuthMode(request.mode, settings));
    else if (mode === 'ForgotPassword') setMode('Legacy');
  }
  // A fresh opening saves its target and forgets an abandoned earlier one (none means /account).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the request; mode changes are saved by changeMode
  useEffect(() => {
    writeAuthState({ mode, redirectTo: safeRedirectPath(request.redirectTo) });
  }, [request]);

  // A sign-in whose account still has to prove its phone (account_verification_for).
  const [pending, setPending] = useState<SignedIn | null>(null);

  const changeMode = (event: AuthModeEvent) => {
    const next = nextAuthMode(mode, event, settings);
    setMode(next);
    writeAuthState({ ...readAuthState(settings), mode: next });
  };
  const finish = (data: SignedIn) => completeSignIn(data, settings, () => onDialogChange(null));
  const signedIn = (data: SignedIn) => {
    if (!needsPhoneVerification(data)) return finish(data);
    // spec §2: the Verify Account popup takes over; the shopper is already signed in, so closing
    // it continues like a verification would (the profile offers 'Verify' later).
    onDialogChange(null);
    setPending(data);
  };
  const phone = pending?.user.phone ?? '';

  return (
    <>
      <LoginDialog
        open={dialog === 'login'}
        mode={mode}
        settings={settings}
        mobileCode={mobileCode}
        onClose={() => onDialogChange(null)}
        onModeEvent={changeMode}
        onSignedIn={signedIn}
        onRegisterNow={() => onDialogChange('register')}
        onResetLinkSent={(message) => {
          toast.success(message);
          changeMode('forgotPasswordDone');
        }}
      />
      <RegisterDialog
        open={dialog === 'register'}
        mode={mode}
        settings={settings}
        mobileCode={mobileCode}
        onClose={() => onDialogChange(null)}
        onModeEvent={changeMode}
        onSignedIn={signedIn}
        onRegistered={signedIn}
        onLoginNow={() => onDialogChange('login')}
      />
      <VerifyAccountDialog
        open={pending !== null}
        onClose={() => pending && finish(pending)}
        sendOnOpen
        sendCode={() => authApi.generatePhoneOtp(phone)}
        verifyCode={(code) => authApi.verifyPhoneOtp(phone, code)}
        onVerified={() => pending && finish(pending)}
      />
    </>
  );
}
