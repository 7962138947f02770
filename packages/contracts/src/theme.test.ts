import { describe, expect, it } from 'vitest';
import { colourVariables, fadeColour, fontWeightRange, parseHexColour, sanitiseCustomCss, shadeColour, ThemeShade } from './theme.ts';

// spec §9 theme shades: hover -10% (mix 10% toward black), shadow +90% (mix 90% toward white).
const mix = (hex: string, target: number, share: number) =>
  `#${parseHexColour(hex)!
    .map((c) =>
      Math.round(c + (target - c) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

describe('theme shades (spec §9)', () => {
  it('uses hover -10%, shadow +90% and fade alpha 0.5', () => {
    expect(ThemeShade).toEqual({ hover: -10, shadow: 90, fadeAlpha: 0.5 });
  });

  it('hover mixes 10% toward black', () => {
    expect(shadeColour('#ffffff', -10)).toBe('#e6e6e6');
    expect(shadeColour('#b5562f', -10)).toBe('#a34d2a');
    for (const hex of ['#b5562f', '#2f4a44', '#e0a43b', '#808080']) expect(shadeColour(hex, -10)).toBe(mix(hex, 0, 0.1));
  });

  it('shadow mixes 90% toward white', () => {
    expect(shadeColour('#000000', 90)).toBe('#e6e6e6');
    expect(shadeColour('#b5562f', 90)).toBe('#f8eeea');
    for (const hex of ['#b5562f', '#2f4a44', '#e0a43b', '#808080']) expect(shadeColour(hex, 90)).toBe(mix(hex, 255, 0.9));
  });

  it('fades to rgba with alpha 0.5', () => {
    expect(fadeColour('#b5562f')).toBe('rgba(181, 86, 47, 0.5)');
    expect(fadeColour('#b5562f', 0.2)).toBe('rgba(181, 86, 47, 0.2)');
  });

  it('reads 3-digit and unprefixed hex, in any case', () => {
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColour('B5562F')).toEqual([181, 86, 47]);
    expect(shadeColour('#fff', -10)).toBe('#e6e6e6');
    expect(fadeColour('#F00')).toBe('rgba(255, 0, 0, 0.5)');
    expect(shadeColour('#ABCDEF', 0)).toBe('#abcdef');
  });

  it('clamps percentages to ±100', () => {
    expect(shadeColour('#123456', -150)).toBe('#000000');
    expect(shadeColour('#123456', 150)).toBe('#ffffff');
  });

  it('passes invalid input through unchanged', () => {
    for (const value of ['red', '#12', '#1234', '#gggggg', '', 'rgb(1, 2, 3)', 'var(--x)']) {
      expect(parseHexColour(value)).toBeNull();
      expect(shadeColour(value, -10)).toBe(value);
      expect(fadeColour(value)).toBe(value);
    }
  });

  it('builds the four custom properties of a colour', () => {
    expect(colourVariables('primary', '#b5562f')).toEqual({
      '--color-primary': '#b5562f',
      '--color-primary-hover': '#a34d2a',
      '--color-primary-shadow': '#f8eeea',
      '--color-primary-fade': 'rgba(181, 86, 47, 0.5)',
    });
  });
});

describe('fontWeightRange (spec §9: 400–900; variable fonts 100–900)', () => {
  it('defaults by font kind', () => {
    expect(fontWeightRange({})).toEqual([400, 900]);
    expect(fontWeightRange({ is_variable: false, weight_range: null })).toEqual([400, 900]);
    expect(fontWeightRange({ is_variable: true })).toEqual([100, 900]);
    expect(fontWeightRange({ is_variable: true, weight_range: null })).toEqual([100, 900]);
  });

  it("keeps the font's own range", () => {
    expect(fontWeightRange({ weight_range: [400, 700] })).toEqual([400, 700]);
    expect(fontWeightRange({ is_variable: true, weight_range: [200, 800] })).toEqual([200, 800]);
  });
});

describe('sanitiseCustomCss', () => {
  it('answers an empty string for no CSS and leaves ordinary CSS alone', () => {
    expect(sanitiseCustomCss(null)).toBe('');
    expect(sanitiseCustomCss(undefined)).toBe('');
    expect(sanitiseCustomCss('')).toBe('');
    const css = '.product-card__title { letter-spacing: 0.01em; } a > b { color: #fff; }';
    expect(sanitiseCustomCss(css)).toBe(css);
  });

  it('cannot close the <style> element or open markup', () => {
    for (const css of ['</style><script>alert(1)</script>', 'a{}</STYLE >', '</sTyLe', '<!-- x -->', '<<//style']) {
      const out = sanitiseCustomCss(css);
      expect(out).not.toMatch(/<\/style/i);
      expect(out).not.toContain('<');
    }
    expect(sanitiseCustomCss('a::after { content: "<"; }')).toBe('a::after { content: "\\3c "; }');
  });

  it('never yields </style for any mix of the dangerous characters', () => {
    const alphabet = ['<', '/', 's', 't', 'y', 'l', 'e', 'S', 'T', '\\', '3', 'c', ' ', '>'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 2000; i++) {
      const css = Array.from({ length: 12 }, () => alphabet[next() % alphabet.length]).join('');
      expect(sanitiseCustomCss(css)).not.toMatch(/<\/style/i);
    }
  });
});
