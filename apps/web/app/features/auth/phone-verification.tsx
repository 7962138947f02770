import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { authApi } from '../../lib/auth-api';
import { VerifyAccountDialog } from './verify-account-dialog';

/**
 * spec §4: 'Verify' sends a code to the account's phone and opens the Verify Account popup; once
 * verified the profile reloads and shows 'Verified'.
 */
export function PhoneVerification({ phone }: { phone: string }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const sendCode = () => authApi.generatePhoneOtp(phone);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    const result = await sendCode();
    setBusy(false);
    if (!result.ok) return toast.error(result.failure.message);
    if (result.message) toast.success(result.message);
    setOpen(true);
  };

  return (
    <>
      <Button type="button" variant="outline" className="account-inline-button" aria-disabled={busy || undefined} onClick={start}>
        Verify
      </Button>
      <VerifyAccountDialog
        open={open}
        onClose={() => setOpen(false)}
        sendCode={sendCode}
        verifyCode={(code) => authApi.verifyPhoneOtp(phone, code)}
        onVerified={() => {
          setOpen(false);
          void revalidator.revalidate();
        }}
      />
    </>
  );
}
