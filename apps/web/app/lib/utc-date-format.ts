/**
 * A date formatter in en-GB and UTC.
 *
 * UTC and one locale: the server's render and the browser's hydration print the same text.
 * The shapes the shop uses (a day, a day in full, a day and time) are printed here, as Intl prints
 * them in en-GB today ("5 Sept 2026", "5 September 2026", "5 Sept 2026, 10:00";
 * `utc-date-format.test.ts` holds the two side by side for every day of four years): the first
 * `Intl.DateTimeFormat` a page makes loads the browser's locale data, ~15 ms on a laptop and
 * 60–80 ms on a phone, inside hydration where it is printed, and a browser with older locale data
 * would print another month name ("Sep") than the server and fail hydration's text check. Any
 * other shape goes to Intl, its formatter made on first use (docs/decisions/034-first-load-chunks.md).
 */
type Options = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-GB's abbreviations (CLDR): four letters for September, the full word for May, June and July.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const two = (n: number) => String(n).padStart(2, '0');

function day(date: Date, months: readonly string[]): string {
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The printer for a shape written here, or null for Intl. */
function printerFor(options: Options): ((date: Date) => string) | null {
  const keys = Object.keys(options).sort().join(',');
  const { dateStyle, timeStyle, day: dayOption, month, year } = options;
  if (keys === 'dateStyle' && dateStyle === 'long') return (date) => day(date, MONTHS);
  if (keys === 'dateStyle' && dateStyle === 'medium') return (date) => day(date, SHORT_MONTHS);
  if (keys === 'day,month,year' && dayOption === 'numeric' && month === 'short' && year === 'numeric') return (date) => day(date, SHORT_MONTHS);
  if (keys === 'dateStyle,timeStyle' && dateStyle === 'medium' && timeStyle === 'short') {
    return (date) => `${day(date, SHORT_MONTHS)}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
  }
  return null;
}

export function utcDateFormat(options: Options): (date: Date | number) => string {
  const printer = printerFor(options);
  let formatter: Intl.DateTimeFormat | null = null;
  return (date) => {
    const value = typeof date === 'number' ? new Date(date) : date;
    // Years before 1000 or after 9999 and invalid dates: Intl's own text (or its RangeError).
    const year = value.getUTCFullYear();
    if (printer && year >= 1000 && year <= 9999) return printer(value);
    formatter ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    return formatter.format(value);
  };
}
