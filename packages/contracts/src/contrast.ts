// WCAG 2.x contrast, and the focus ring colours a theme gets (docs/decisions/019-focus-ring.md).
// WCAG 1.4.11 / 2.4.11 ask a focus indicator to stand out at least 3:1 from what it sits on; the
// owner picks the colours, so the ring is computed from them instead of trusting the primary.
import { parseHexColour, shadeColour } from './theme.ts';

export const FOCUS_RING_MIN_CONTRAST = 3;

/** The tokens.css defaults of the colours the rings are computed from (a test keeps them equal). */
export const THEME_DEFAULT_COLOURS = { primary: '#1a56db', secondary: '#1f2933', background: '#ffffff', surface: '#ffffff' } as const;

function luminance(hex: string): number | null {
  const rgb = parseHexColour(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05); 1 (no contrast) when a colour is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * `base` if it reaches 3:1 against every background, else the nearest shade of it (toward black or
 * white, in 10 % steps) that does; black or white as the last resort.
 */
export function focusRingColour(base: string, backgrounds: string[]): string {
  const worst = (colour: string) => Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));
  if (worst(base) >= FOCUS_RING_MIN_CONTRAST) return base;
  for (let step = 10; step <= 100; step += 10) {
    for (const shade of [shadeColour(base, -step), shadeColour(base, step)]) {
      if (worst(shade) >= FOCUS_RING_MIN_CONTRAST) return shade;
    }
  }
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}

/**
 * The two rings, from the owner's colours (unset ones are the defaults): `--focus-ring` on the page,
 * the header and panels (background, surface); `--focus-ring-on-secondary` on the notice bar and
 * footer, which are painted in the secondary colour.
 */
export function focusRingVariables(colours: Record<string, string | undefined>): Record<string, string> {
  const pick = (name: keyof typeof THEME_DEFAULT_COLOURS) => colours[name] ?? THEME_DEFAULT_COLOURS[name];
  return {
    '--focus-ring': focusRingColour(pick('primary'), [pick('background'), pick('surface')]),
    '--focus-ring-on-secondary': focusRingColour('#ffffff', [pick('secondary')]),
  };
}
