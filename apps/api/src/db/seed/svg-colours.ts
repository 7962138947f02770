// Colour arithmetic for the demo pictures: they must read on a white page (issue 13: many were
// near-white on white), so each backdrop is checked against the page and each object against its
// backdrop with the WCAG contrast ratio (the focus rings' own, contracts/contrast.ts).

import { contrastRatio } from '@vitrine/contracts/contrast';

/** WCAG 1.4.11 (non-text contrast): a graphic needs 3:1 against the colour next to it. */
export const MIN_OBJECT_CONTRAST = 3;
/** A picture's backdrop must stand apart from the white page around a product card. */
export const MIN_BACKDROP_CONTRAST = 1.25;

/** Mixes a hex colour towards another: amount 0 keeps `hex`, 1 gives `towards`. */
export function mixHex(hex: string, towards: string, amount: number): string {
  const channel = (h: string, i: number) => Number.parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(hex, i) * (1 - amount) + channel(towards, i) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export interface Backdrop {
  from: string;
  to: string;
  /** A dark backdrop (for a light object): text on it is light. */
  dark: boolean;
}

const DEEP = '#2d2a26';
// A pale tint of the object's own colour when the object is dark enough to stand on one; a warm
// grey (a white mug, a clear glass) or a deep brown (mustard, sage) otherwise: the first step that
// passes both checks wins.
const STEPS: { towards: string; amounts: number[]; dark: boolean }[] = [
  { towards: '#ffffff', amounts: [0.82, 0.76, 0.7, 0.62], dark: false },
  { towards: '#6b6259', amounts: [0.8, 0.9], dark: true },
  { towards: DEEP, amounts: [0.8, 0.72, 0.64], dark: true },
];

function standsOut(backdrop: string, object: string): boolean {
  return contrastRatio(backdrop, '#ffffff') >= MIN_BACKDROP_CONTRAST && contrastRatio(backdrop, object) >= MIN_OBJECT_CONTRAST;
}

/** A backdrop gradient that stands apart from a white page and lets an object of colour `object` stand out. */
export function backdropFor(object: string): Backdrop {
  for (const { towards, amounts, dark } of STEPS) {
    for (const amount of amounts) {
      const from = mixHex(object, towards, amount);
      const to = mixHex(from, dark ? '#000000' : '#d9cfc2', 0.12);
      if (standsOut(from, object) && standsOut(to, object)) return { from, to, dark };
    }
  }
  return { from: mixHex(object, DEEP, 0.9), to: DEEP, dark: true };
}
