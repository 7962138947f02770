import { describe, expect, it } from 'vitest';
import { contrastRatio, FOCUS_RING_MIN_CONTRAST, focusRingColour, focusRingVariables, THEME_DEFAULT_COLOURS } from './contrast.ts';

describe('contrastRatio (WCAG 2.x)', () => {
  it('matches the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Order does not matter.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });

  it('treats an unreadable colour as no contrast', () => {
    expect(contrastRatio('var(--x)', '#ffffff')).toBe(1);
  });
});

describe('focusRingColour (WCAG 1.4.11: at least 3:1 against what it sits on)', () => {
  it('keeps a primary colour that already contrasts', () => {
    expect(focusRingColour('#1a56db', ['#ffffff'])).toBe('#1a56db');
    expect(focusRingColour('#b5562f', ['#fbf8f3', '#ffffff'])).toBe('#b5562f');
  });

  it('shades a pale or a dark-on-dark colour until it contrasts with every background', () => {
    for (const [base, backgrounds] of [
      ['#ffd400', ['#ffffff', '#fbf8f3']],
      ['#e0e0e0', ['#ffffff']],
      ['#22304a', ['#111111', '#1b1b1b']],
      ['#ffffff', ['#f5f5f5']],
      ['#ffffff', ['#2f4a44']],
    ] as const) {
      const ring = focusRingColour(base, [...backgrounds]);
      for (const background of backgrounds) expect(contrastRatio(ring, background)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
    }
  });

  it('gives the theme its two rings: on the page and on the secondary colour (header, footer, notice bar)', () => {
    const demo = { primary: '#b5562f', secondary: '#2f4a44', background: '#fbf8f3', surface: '#ffffff' };
    const vars = focusRingVariables(demo);
    expect(contrastRatio(vars['--focus-ring'], demo.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(vars['--focus-ring'], demo.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(vars['--focus-ring-on-secondary'], demo.secondary)).toBeGreaterThanOrEqual(3);
    // Colours the owner left unset are the tokens.css defaults.
    const pale = focusRingVariables({ primary: '#ffe066' });
    expect(contrastRatio(pale['--focus-ring'], THEME_DEFAULT_COLOURS.background)).toBeGreaterThanOrEqual(3);
    const lightFooter = focusRingVariables({ secondary: '#f4f4f4' });
    expect(contrastRatio(lightFooter['--focus-ring-on-secondary'], '#f4f4f4')).toBeGreaterThanOrEqual(3);
  });
});
