import { mixHex } from './svg-colours.ts';

// The colours one demo object is drawn with, and the light and shadow laid over its shapes, so
// each picture reads as a lit object rather than a flat icon. Motifs draw in a 400x400 box and
// stand on y=330 (the scene puts its surface and contact shadow there).

export interface Ink {
  /** The object's own colour (a variant's colour where it has one). */
  fill: string;
  shade: string;
  light: string;
  dark: string;
}

export function inkFor(fill: string, shade: string): Ink {
  return { fill, shade, light: mixHex(fill, '#ffffff', 0.35), dark: mixHex(fill, '#000000', 0.5) };
}

/** A light catching the shape (the light falls from the upper left). */
export const hi = (d: string, opacity = 0.22) => `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;
/** The side turned away from the light. */
export const lo = (d: string, opacity = 0.18) => `<path d="${d}" fill="#000000" opacity="${opacity}"/>`;
export const line = (d: string, colour: string, width: number, opacity = 1) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A small flame with its glow (candles, diyas), its base at (x, y). */
export function flame(x: number, y: number, size = 1): string {
  const at = `transform="translate(${x} ${y}) scale(${size})"`;
  return [
    circle(x, y - 14 * size, 40 * size, '#ffd27a', 'opacity="0.3"'),
    path('M0 -38 C13 -18 11 0 0 0 C-11 0 -13 -18 0 -38 Z', '#f59e0b', at),
    path('M0 -22 C6 -11 5 -2 0 -2 C-5 -2 -6 -11 0 -22 Z', '#fff3c4', at),
  ].join('');
}

/** Leaves rising from a pot's mouth at (x, y). */
export function foliage(x: number, y: number, scale = 1): string {
  const leaf = (angle: number, length: number, colour: string) =>
    `<path d="M0 0 C${(length * 0.3).toFixed(0)} -${(length * 0.28).toFixed(0)} ${(length * 0.75).toFixed(0)} -${(length * 0.22).toFixed(0)} ${length} 0 C${(length * 0.75).toFixed(0)} ${(length * 0.22).toFixed(0)} ${(length * 0.3).toFixed(0)} ${(length * 0.28).toFixed(0)} 0 0 Z" fill="${colour}" transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"/>`;
  return [
    leaf(-150, 120, '#3f6b3a'),
    leaf(-118, 150, '#4f7d45'),
    leaf(-90, 165, '#5f8f52'),
    leaf(-62, 150, '#4f7d45'),
    leaf(-30, 120, '#3f6b3a'),
    leaf(-104, 110, '#7aa866'),
    leaf(-76, 115, '#6e9c5c'),
  ].join('');
}
