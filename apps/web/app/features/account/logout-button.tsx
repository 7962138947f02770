import { useState } from 'react';
import { logout } from '../../lib/auth-events';
import '../../components/ui/button.css';

/** spec §4 logout: clears the shop's browser state, tells the server, goes to /. */
export function LogoutButton({ className = 'button button--outline' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void logout();
      }}
    >
      Logout
    </button>
  );
}
