// spec §9 theme shades: hover -10%, shadow +90%, fade alpha 0.5.
// A negative shade mixes the colour toward black, a positive one toward white, by that percent:
// hover is the colour 10% darker, shadow a 90% tint (docs/decisions/004-theme-shades.md).

export function parseHexColour(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const v = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(v.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function shadeColour(hex: string, percent: number): string {
  const rgb = parseHexColour(hex);
  if (!rgb) return hex;
  const p = Math.max(-100, Math.min(100, percent)) / 100;
  return toHex(rgb.map((c) => (p < 0 ? c * (1 + p) : c + (255 - c) * p)));
}

export function fadeColour(hex: string, alpha = 0.5): string {
  const rgb = parseHexColour(hex);
  if (!rgb) return hex;
  return `rgba(${rgb.join(', ')}, ${alpha})`;
}

export const ThemeShade = { hover: -10, shadow: 90, fadeAlpha: 0.5 } as const;

/** CSS custom properties for one named colour and its shades. */
export function colourVariables(name: string, hex: string): Record<string, string> {
  return {
    [`--color-${name}`]: hex,
    [`--color-${name}-hover`]: shadeColour(hex, ThemeShade.hover),
    [`--color-${name}-shadow`]: shadeColour(hex, ThemeShade.shadow),
    [`--color-${name}-fade`]: fadeColour(hex, ThemeShade.fadeAlpha),
  };
}

/** spec §9: fonts load 400–900; variable fonts default to 100–900. */
export function fontWeightRange(font: { is_variable?: boolean; weight_range?: [number, number] | null }): [number, number] {
  if (font.weight_range && font.weight_range.length === 2) return font.weight_range;
  return font.is_variable ? [100, 900] : [400, 900];
}

/**
 * Custom CSS may not close its <style> element: the HTML parser only ends it at '</style',
 * so every '<' becomes the CSS escape '\3c ' (which CSS reads back as '<' inside strings).
 */
export function sanitiseCustomCss(css: string | null | undefined): string {
  if (!css) return '';
  return css.replace(/</g, '\\3c ');
}
