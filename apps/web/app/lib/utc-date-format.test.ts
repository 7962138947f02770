import { afterEach, describe, expect, it } from 'vitest';
import { utcDateFormat } from './utc-date-format';

const Original = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Original;
});

describe('utcDateFormat', () => {
  it('prints en-GB in UTC whatever the time zone of the machine', () => {
    const format = utcDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
    expect(format(new Date('2025-11-22T23:40:00Z'))).toBe('22 Nov 2025, 23:40');
  });

  it('makes its Intl formatter on first use, once', () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    const format = utcDateFormat({ dateStyle: 'long' });
    expect(made).toBe(0);
    expect(format(Date.UTC(2026, 10, 26))).toBe('26 November 2026');
    format(Date.UTC(2026, 10, 27));
    expect(made).toBe(1);
  });
});
