import { describe, expect, it } from 'vitest';
import { shouldSendHeartbeat, utcDay } from './heartbeat';

describe('heartbeat', () => {
  const now = new Date('2025-03-09T23:30:00-05:00'); // already 10 March in UTC

  it('records the UTC day', () => {
    expect(utcDay(now)).toBe('2025-03-10');
  });

  it('sends once per UTC day', () => {
    expect(shouldSendHeartbeat(null, now)).toBe(true);
    expect(shouldSendHeartbeat('2025-03-09', now)).toBe(true);
    expect(shouldSendHeartbeat('2025-03-10', now)).toBe(false);
    expect(shouldSendHeartbeat('garbage', now)).toBe(true);
  });
});
