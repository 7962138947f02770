import { utcDateFormat } from '../../lib/utc-date-format';

const dateFormat = utcDateFormat({ dateStyle: 'long' });

/** '26 November 2026' for an ISO date; '' for a damaged one. */
export function formatPostDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat(time);
}
