import fs from 'node:fs';
import path from 'node:path';
import type { ImageRef } from '@vitrine/contracts/sections';
import { mixHex } from './svg-colours.ts';
import { inkFor } from './svg-ink.ts';
import { DECOR_MOTIFS, type DecorMotif } from './svg-motifs-decor.ts';
import { DRINKWARE_MOTIFS, type DrinkwareMotif } from './svg-motifs-drinkware.ts';
import { KITCHEN_MOTIFS, type KitchenMotif } from './svg-motifs-kitchen.ts';
import { LIVING_MOTIFS, type LivingMotif } from './svg-motifs-living.ts';

// Demo-store pictures are drawn as small SVG files so the seed needs no binary assets and every
// picture is the same on every machine (colours and shapes come from a hash of the slug).

/** A file the seed writes under the media directory, served at `/media/<path>`. */
export interface SvgFile {
  path: string; // relative to mediaDir, e.g. products/oak-tray.svg
  svg: string;
}

/** What a picture shows: one kind of object each (a product's own, in data/catalog.json). */
export type Motif = LivingMotif | DecorMotif | KitchenMotif | DrinkwareMotif;

const DRAWINGS = { ...LIVING_MOTIFS, ...DECOR_MOTIFS, ...KITCHEN_MOTIFS, ...DRINKWARE_MOTIFS };
export const MOTIFS = Object.keys(DRAWINGS) as Motif[];

/** Objects that hang (from a wall or a ceiling): no contact shadow on the surface under them. */
const HANGING: ReadonlySet<Motif> = new Set<Motif>(['pendant', 'sconce', 'clock', 'wall-hanging', 'hanging-planter']);
export const isHanging = (motif: Motif) => HANGING.has(motif);

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

// Each motif is drawn in a 400x400 box centred on x=200, standing on y=330; no <g> inside, so
// a picture's object is its first <g transform> (the seed tests read its colours there).
export function motifShapes(motif: Motif, fill: string, shade: string): string {
  const draw = DRAWINGS[motif];
  if (!draw) throw new Error(`No drawing for motif "${motif}"`);
  return draw(inkFor(fill, shade));
}

/** The object of a picture, placed; data-motif says what it is (the seed tests check it fits the product). */
export function motifGroup(motif: Motif, transform: string, fill: string, shade: string): string {
  return `<g transform="${transform}" data-motif="${motif}">${motifShapes(motif, fill, shade)}</g>`;
}

/**
 * A lit scene for one object: the backdrop wall (gradient "bg"), soft light from the upper left,
 * a surface it stands on and its contact shadow. No text: the shop prints names beside pictures.
 */
export function sceneSvg(options: {
  width: number;
  height: number;
  label: string;
  motif: Motif;
  colours: Palette;
  objectSize: number;
  centreX: number;
}): string {
  const { width, height, label, motif, colours: c, objectSize, centreX } = options;
  const scale = objectSize / 400;
  const surfaceY = Math.round(height * 0.66);
  const baseY = Math.round(height * 0.86);
  const x = centreX - 200 * scale;
  // Hanging things sit higher, against the wall; standing ones rest their base on the surface.
  const y = isHanging(motif) ? height * 0.06 : baseY - 330 * scale;
  const surfaceTop = mixHex(c.to, '#000000', 0.1);
  const surfaceBottom = mixHex(c.to, '#000000', 0.22);
  return [
    svgOpen(width, height, label),
    gradient('bg', c.from, c.to),
    '<defs>',
    '<radialGradient id="light" cx="0.22" cy="0.12" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="surface" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${surfaceTop}"/><stop offset="1" stop-color="${surfaceBottom}"/></linearGradient>`,
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect y="${surfaceY}" width="${width}" height="${height - surfaceY}" fill="url(#surface)"/>`,
    `<rect y="${surfaceY}" width="${width}" height="3" fill="#ffffff" opacity="0.35"/>`,
    `<rect width="${width}" height="${height}" fill="url(#light)"/>`,
    isHanging(motif)
      ? ''
      : `<ellipse cx="${centreX}" cy="${baseY}" rx="${(objectSize * 0.4).toFixed(1)}" ry="${(objectSize * 0.045).toFixed(1)}" fill="#000000" opacity="0.3" filter="url(#soft)"/>`,
    motifGroup(motif, `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})`, c.shape, c.shade),
    '</svg>',
  ].join('');
}

export function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export function svgOpen(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}

/** A square picture of the object (products 800, categories 600), without text (issue 30). */
export function squareSvg(options: {
  seed: string;
  name: string;
  motif: Motif;
  size: number;
  /** Colours to draw with (a colour variant's tint); by default they come from the seed. */
  colours?: Palette;
}): string {
  const { seed, name, motif, size } = options;
  return sceneSvg({ width: size, height: size, label: name, motif, colours: options.colours ?? palette(seed), objectSize: size * 0.84, centreX: size / 2 });
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
