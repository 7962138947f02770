/**
 * Text colour for a badge on the owner's label colour: dark text on light colours, white on dark
 * ones (WCAG relative luminance; the 0.179 threshold picks the better of the two contrasts).
 */
export function readableTextColour(background: string): '#ffffff' | '#1f2933' {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#1f2933' : '#ffffff';
}
