// Post dates read the same on the server and in the browser: one locale, UTC (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** '26 November 2026' for an ISO date; '' for a damaged one. */
export function formatPostDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}
