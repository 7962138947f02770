import { CookieName, HEARTBEAT_COOKIE_MAX_AGE_S } from '@vitrine/contracts/cookies';
import { useEffect } from 'react';
import { readCookie, writeCookie } from '../lib/cookies';
import { shouldSendHeartbeat, utcDay } from './heartbeat';

// Shell can remount (page <-> error boundary); one attempt per page load is enough.
let attempted = false;

/** spec §7: the heartbeat is sent at most once per day; a failure is only logged. */
export function useHeartbeat(): void {
  useEffect(() => {
    const now = new Date();
    if (attempted || !shouldSendHeartbeat(readCookie(document.cookie, CookieName.heartbeat), now)) return;
    attempted = true;
    fetch('/api/base/heart-beat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'include',
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as { status?: string } | null;
        if (body?.status !== 'success') throw new Error(`heart-beat answered ${res.status}`);
        // Written only after a successful call, so a failed day is retried on the next page load.
        writeCookie(CookieName.heartbeat, utcDay(now), HEARTBEAT_COOKIE_MAX_AGE_S);
      })
      .catch((error) => console.warn('Heartbeat failed', error));
  }, []);
}
