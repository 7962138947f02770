/**
 * A date formatter in en-GB and UTC, made on first use.
 *
 * UTC and one locale: the server's render and the browser's hydration print the same text.
 * On first use: the first `Intl.DateTimeFormat` a page makes loads the browser's locale data,
 * ~15 ms here and ~60 ms at Lighthouse's 4× phone slowdown. Made when its module loaded, it
 * lengthened every page's start-up, date or no date (docs/decisions/034-first-load-chunks.md).
 */
export function utcDateFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (date: Date | number) => string {
  let formatter: Intl.DateTimeFormat | null = null;
  return (date) => {
    formatter ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    return formatter.format(date);
  };
}
