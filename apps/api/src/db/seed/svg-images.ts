import fs from 'node:fs';
import path from 'node:path';
import type { ImageRef } from '@vitrine/contracts/sections';

// Demo-store pictures are drawn as small SVG files so the seed needs no binary assets and every
// picture is the same on every machine (colours and shapes come from a hash of the slug).

/** A file the seed writes under the media directory, served at `/media/<path>`. */
export interface SvgFile {
  path: string; // relative to mediaDir, e.g. products/oak-tray.svg
  svg: string;
}

export type Motif = 'cushion' | 'lamp' | 'frame' | 'vase' | 'pan' | 'plate' | 'mug';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** FNV-1a, 32 bits: a stable number from a slug. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Hex rather than hsl(): some SVG rasterisers only understand sRGB hex colours.
export function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function mediaUrl(file: string): string {
  return `/media/${file}`;
}

export function imageRef(file: string, width: number, height: number, alt: string): ImageRef {
  return { url: mediaUrl(file), width, height, alt };
}

/** Splits text into at most `maxLines` lines of roughly `perLine` characters. */
export function wrapText(text: string, perLine: number, maxLines = 2): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    const joined = `${last} ${word}`;
    if (last !== undefined && joined.length <= perLine) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export interface Palette {
  from: string;
  to: string;
  shape: string;
  shade: string;
  glow: string;
  /** Text drawn on the backdrop. */
  ink: string;
  inkMuted: string;
}

export function palette(seed: string): Palette {
  const hue = hashString(seed) % 360;
  return {
    from: hslToHex(hue, 45, 93),
    to: hslToHex((hue + 35) % 360, 40, 84),
    shape: hslToHex(hue, 32, 58),
    shade: hslToHex(hue, 30, 44),
    glow: hslToHex((hue + 180) % 360, 40, 88),
    ink: '#2d2a26',
    inkMuted: '#5b534b',
  };
}

export const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";

// Each motif is drawn in a 400x400 box centred on (200, 200).
export function motifShapes(motif: Motif, fill: string, shade: string): string {
  switch (motif) {
    case 'cushion':
      return `<rect x="70" y="90" width="260" height="220" rx="70" fill="${fill}"/><circle cx="200" cy="200" r="14" fill="${shade}"/><path d="M110 130 Q200 170 290 130 M110 270 Q200 230 290 270" stroke="${shade}" stroke-width="6" fill="none" opacity="0.5"/>`;
    case 'lamp':
      return `<path d="M130 90 H270 L310 200 H90 Z" fill="${fill}"/><rect x="192" y="200" width="16" height="110" fill="${shade}"/><rect x="140" y="305" width="120" height="22" rx="11" fill="${shade}"/>`;
    case 'frame':
      return `<rect x="90" y="70" width="220" height="260" rx="10" fill="${shade}"/><rect x="115" y="95" width="170" height="210" fill="${fill}"/><circle cx="170" cy="165" r="22" fill="#ffffff" opacity="0.7"/><path d="M115 305 L180 220 L230 270 L255 245 L285 305 Z" fill="${shade}" opacity="0.55"/>`;
    case 'vase':
      return `<path d="M165 70 H235 V110 C320 150 320 300 250 330 H150 C80 300 80 150 165 110 Z" fill="${fill}"/><path d="M165 70 H235 V95 H165 Z" fill="${shade}"/><path d="M200 70 C180 30 150 20 120 30 M205 70 C230 25 260 20 285 35" stroke="${shade}" stroke-width="6" fill="none"/>`;
    case 'pan':
      return `<circle cx="170" cy="210" r="115" fill="${shade}"/><circle cx="170" cy="210" r="92" fill="${fill}"/><rect x="270" y="196" width="120" height="28" rx="14" fill="${shade}"/>`;
    case 'plate':
      return `<circle cx="200" cy="200" r="135" fill="${fill}"/><circle cx="200" cy="200" r="95" fill="#ffffff" opacity="0.55"/><circle cx="200" cy="200" r="60" fill="${shade}" opacity="0.35"/>`;
    case 'mug':
      return `<rect x="110" y="110" width="160" height="200" rx="24" fill="${fill}"/><path d="M270 150 H300 C340 150 340 250 300 250 H270" stroke="${shade}" stroke-width="20" fill="none"/><path d="M160 95 C150 70 175 60 165 35 M205 95 C195 70 220 60 210 35" stroke="${shade}" stroke-width="6" fill="none" opacity="0.6"/>`;
  }
}

export function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export function svgOpen(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}

export function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines.map((line, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`).join('');
}

/** A square card: gradient, motif, caption and name. Products are 800, categories 600. */
export function squareSvg(options: {
  seed: string;
  name: string;
  caption: string;
  motif: Motif;
  size: number;
  /** Colours to draw with (a colour variant's tint); by default they come from the seed. */
  colours?: Palette;
}): string {
  const { seed, name, caption, motif, size } = options;
  const c = options.colours ?? palette(seed);
  const scale = (size * 0.62) / 400;
  const offsetX = (size - 400 * scale) / 2;
  const lines = wrapText(name, size >= 800 ? 26 : 20);
  const nameSize = Math.round(size * 0.05);
  const nameY = size - size * 0.1 - (lines.length - 1) * nameSize * 1.2;
  return [
    svgOpen(size, size, name),
    gradient('bg', c.from, c.to),
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<circle cx="${size * 0.82}" cy="${size * 0.16}" r="${size * 0.12}" fill="${c.glow}" opacity="0.6"/>`,
    `<g transform="translate(${offsetX.toFixed(1)} ${(size * 0.05).toFixed(1)}) scale(${scale.toFixed(4)})">${motifShapes(motif, c.shape, c.shade)}</g>`,
    textLines(
      [caption.toUpperCase()],
      size / 2,
      nameY - nameSize * 1.3,
      Math.round(size * 0.03),
      `font-family="${FONT}" text-anchor="middle" letter-spacing="3" fill="${c.inkMuted}"`,
    ),
    textLines(lines, size / 2, nameY, nameSize, `font-family="${FONT}" font-weight="600" text-anchor="middle" fill="${c.ink}"`),
    '</svg>',
  ].join('');
}

/** A wide banner (hero slides 1600x640, image banner 1600x500): heading on the left, motifs on the right. */
/**
 * Banner artwork only: the slide's or banner's heading and text come from its data and are
 * rendered over the picture by the section, so drawing them here would show them twice.
 */
export function bannerSvg(options: { seed: string; heading: string; motifs: Motif[]; width: number; height: number }): string {
  const { seed, heading, motifs, width, height } = options;
  const c = palette(seed);
  // The motifs share the right 45% of the banner, each in an equal slot; the left stays calm for the caption.
  const slot = (width * 0.45) / motifs.length;
  const box = Math.min(height * 0.55, slot * 0.9);
  const scale = box / 400;
  const art = motifs
    .map((m, i) => {
      const x = width * 0.5 + i * slot + (slot - box) / 2;
      const y = (height - box) / 2 + (i % 2 ? 1 : -1) * height * 0.03;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${motifShapes(m, i % 2 ? c.shade : c.shape, i % 2 ? c.shape : c.shade)}</g>`;
    })
    .join('');
  return [
    svgOpen(width, height, heading),
    gradient('bg', c.from, c.to),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${width * 0.725}" cy="${height * 0.5}" r="${height * 0.42}" fill="${c.glow}" opacity="0.55"/>`,
    art,
    '</svg>',
  ].join('');
}

export function logoSvg(name: string, tagline: string, colour: string): string {
  return [
    svgOpen(180, 40, `${name} ${tagline}`),
    `<rect x="0" y="4" width="32" height="32" rx="8" fill="${colour}"/>`,
    `<path d="M8 13 L16 28 L24 13" stroke="#ffffff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="42" y="22" font-size="19" font-weight="700" font-family="${FONT}" fill="#2d2a26">${escapeXml(name)}</text>`,
    `<text x="43" y="35" font-size="8.5" letter-spacing="2.2" font-family="${FONT}" fill="#6b6259">${escapeXml(tagline.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

export function faviconSvg(size: number, colour: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`,
    `<rect width="32" height="32" rx="8" fill="${colour}"/>`,
    `<path d="M8 10 L16 25 L24 10" stroke="#ffffff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

/** Writes the files under mediaDir (creating folders). Content is deterministic, so rewriting is harmless. */
export function writeSvgFiles(mediaDir: string, files: SvgFile[]): void {
  const dirs = new Set(files.map((f) => path.dirname(path.join(mediaDir, f.path))));
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(mediaDir, file.path), file.svg);
}
