import { afterEach, describe, expect, it } from 'vitest';
import { utcDateFormat } from './utc-date-format';

const Original = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Original;
});

/** Counts the Intl formatters made from now on. */
function countIntlFormatters(): () => number {
  let made = 0;
  Intl.DateTimeFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      made += 1;
    }
  } as typeof Original;
  return () => made;
}

// The shapes the shop prints: reviews, blog posts, orders and tracking, access log.
const SHAPES: Omit<Intl.DateTimeFormatOptions, 'timeZone'>[] = [
  { day: 'numeric', month: 'short', year: 'numeric' },
  { dateStyle: 'long' },
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
];

describe('utcDateFormat', () => {
  it('prints en-GB in UTC whatever the time zone of the machine', () => {
    const format = utcDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
    expect(format(new Date('2025-11-22T23:40:00Z'))).toBe('22 Nov 2025, 23:40');
    expect(format(new Date('2026-09-05T07:05:00Z'))).toBe('5 Sept 2026, 07:05');
    expect(utcDateFormat({ dateStyle: 'long' })(Date.UTC(2026, 10, 26))).toBe('26 November 2026');
  });

  it('prints every shape the shop uses exactly as Intl does, for every day of four years and every minute of a day', () => {
    for (const shape of SHAPES) {
      const ours = utcDateFormat(shape);
      const intl = new Original('en-GB', { ...shape, timeZone: 'UTC' });
      for (let time = Date.UTC(2024, 0, 1, 13, 7); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
        expect(ours(time), `${JSON.stringify(shape)} ${new Date(time).toISOString()}`).toBe(intl.format(time));
      }
      for (let time = Date.UTC(2026, 8, 5); time < Date.UTC(2026, 8, 6); time += 60_000) {
        expect(ours(new Date(time))).toBe(intl.format(time));
      }
    }
  });

  it('makes no Intl formatter for those shapes, and one, on first use, for any other', () => {
    const made = countIntlFormatters();
    for (const shape of SHAPES) utcDateFormat(shape)(Date.UTC(2026, 10, 26));
    expect(made()).toBe(0);
    const weekday = utcDateFormat({ weekday: 'long' });
    expect(made()).toBe(0);
    expect(weekday(Date.UTC(2026, 10, 26))).toBe('Thursday');
    weekday(Date.UTC(2026, 10, 27));
    expect(made()).toBe(1);
  });

  it('leaves invalid dates and far years to Intl', () => {
    const format = utcDateFormat({ dateStyle: 'medium' });
    expect(() => format(new Date('not a date'))).toThrow(RangeError);
    expect(format(Date.UTC(99999, 0, 1))).toBe(new Original('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(99999, 0, 1)));
  });
});
