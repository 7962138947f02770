import { describe, expect, it } from 'vitest';
import { readableTextColour } from './label-colour';

describe('readableTextColour', () => {
  it('puts white on dark colours and dark text on light ones', () => {
    expect(readableTextColour('#1f2933')).toBe('#ffffff');
    expect(readableTextColour('#b42318')).toBe('#ffffff');
    expect(readableTextColour('#fde68a')).toBe('#1f2933');
    expect(readableTextColour('#fff')).toBe('#1f2933');
  });

  it('falls back to white for anything that is not a hex colour', () => {
    expect(readableTextColour('red')).toBe('#ffffff');
  });
});
