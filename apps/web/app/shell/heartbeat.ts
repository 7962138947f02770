// spec §7/§9: POST /api/base/heart-beat at most once per day, tracked by a cookie lasting 7 days.

/** The UTC calendar day (YYYY-MM-DD) the heartbeat cookie records. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** True unless the cookie already records today's (UTC) heartbeat. */
export function shouldSendHeartbeat(cookieValue: string | null, now: Date): boolean {
  return cookieValue !== utcDay(now);
}
