import { backdropFor, mixHex } from './svg-colours.ts';
import { escapeXml, gradient, hashString, hslToHex, isHanging, type Motif, motifGroup, type Palette, sceneSvg, squareSvg, svgOpen } from './svg-images.ts';

// The extra pictures of the catalogue: gallery views of a product, pictures in a variant's
// colour, finish swatches (image swatches on the product page) and social sharing cards. None
// carries text (issue 30): the shop prints the name beside the picture, in the shopper's language.

export type ProductView = 'front' | 'detail' | 'room' | 'angle';
export const PRODUCT_VIEWS: ProductView[] = ['front', 'detail', 'room', 'angle'];
export const VIEW_NAMES: Record<ProductView, string> = { front: 'front view', detail: 'close-up', room: 'in the room', angle: 'side view' };

/** The colours of a picture of an object in colour `hex` (a variant's colour): see backdropFor. */
export function tintPalette(hex: string): Palette {
  const { from, to, dark } = backdropFor(hex);
  return {
    from,
    to,
    shape: hex,
    shade: mixHex(hex, '#000000', 0.35),
    glow: mixHex(from, '#ffffff', dark ? 0.12 : 0.5),
    ink: dark ? '#ffffff' : '#2d2a26',
    inkMuted: dark ? '#e7dfd4' : '#5b534b',
  };
}

// What a product without a colour option is made of gives its colour: a copper bottle is drawn
// copper, a terracotta kulhad terracotta (first listed material that has a telling colour).
const MATERIAL_COLOURS: Record<string, string> = {
  brass: '#b8912f',
  copper: '#b0603a',
  'cast-iron': '#3b3b3d',
  steel: '#8d959c',
  terracotta: '#b5562f',
  wood: '#8a6446',
  jute: '#a8875a',
  glass: '#7fa6b3',
  'soy-wax': '#a8713a', // the demo's candles are poured into amber jars
};

/** The colours of a product drawn in its material's own colour, or undefined when none tells. */
export function materialPalette(materials: readonly string[]): Palette | undefined {
  const colour = materials.map((m) => MATERIAL_COLOURS[m]).find(Boolean);
  return colour ? tintPalette(colour) : undefined;
}

/** A picture without a colour of its own: an object of a mid-dark hue from the slug, on its tint. */
export function seedPalette(seed: string): Palette {
  return tintPalette(hslToHex(hashString(seed) % 360, 38, 40));
}

interface ViewOptions {
  seed: string;
  name: string;
  motif: Motif;
  colours?: Palette;
}

const SIZE = 800;

/** One 800x800 gallery picture of a product. */
export function productViewSvg(view: ProductView, options: ViewOptions): string {
  const c = options.colours ?? seedPalette(options.seed);
  if (view === 'front') return squareSvg({ ...options, colours: c, size: SIZE });
  const art = (x: number, y: number, scale: number, rotate = 0) =>
    motifGroup(options.motif, `translate(${x} ${y}) rotate(${rotate} 200 200) scale(${scale})`, c.shape, c.shade);
  const open = `${svgOpen(SIZE, SIZE, `${options.name}, ${VIEW_NAMES[view]}`)}${gradient('bg', c.from, c.to)}`;
  if (view === 'detail') {
    // Zoomed in so the texture fills the frame; the motif runs off the edges on purpose.
    return `${open}<rect width="800" height="800" fill="url(#bg)"/>${art(-260, -240, 3.2)}</svg>`;
  }
  if (view === 'angle') {
    // Turned a little and nearer: a second look at its shape, on the same surface.
    return [
      open,
      '<rect width="800" height="800" fill="url(#bg)"/>',
      `<rect y="560" width="800" height="240" fill="${mixHex(c.to, '#000000', 0.15)}"/>`,
      isHanging(options.motif) ? '' : `<ellipse cx="400" cy="668" rx="250" ry="26" fill="#000000" opacity="0.18"/>`,
      art(130, isHanging(options.motif) ? 60 : 668 - 330 * 1.35, 1.35, -8),
      '</svg>',
    ].join('');
  }
  // In the room: a wall, a window, a floor and a low table carrying the product (or the wall
  // above the table holding it, for what hangs).
  return [
    open,
    `<rect width="800" height="560" fill="${c.from}"/>`,
    `<rect x="90" y="90" width="210" height="280" rx="6" fill="#ffffff" opacity="0.7"/><path d="M195 90 V370 M90 230 H300" stroke="${c.to}" stroke-width="8"/>`,
    '<rect y="560" width="800" height="240" fill="#c9a77c"/><path d="M0 620 H800 M0 700 H800" stroke="#b8946a" stroke-width="3"/>',
    '<rect x="360" y="560" width="360" height="26" rx="6" fill="#6b4f36"/><rect x="390" y="586" width="18" height="120" fill="#6b4f36"/><rect x="672" y="586" width="18" height="120" fill="#6b4f36"/>',
    isHanging(options.motif) ? art(400, 150, 0.78) : art(384, 305, 0.78), // the motifs stand on y=330 of their box: on the table top
    '</svg>',
  ].join('');
}

/** A 96x96 metal swatch for a finish (the 'image' display of variant options). */
export function finishSwatchSvg(label: string, light: string, dark: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="12" fill="url(#m)"/>',
    '<path d="M12 30 C36 18 60 18 84 30" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35"/>',
    '</svg>',
  ].join('');
}

/** A 1200x630 card for Open Graph and Twitter: the product in its scene (the page title names it). */
export function socialSvg(options: ViewOptions): string {
  const c = options.colours ?? seedPalette(options.seed);
  return sceneSvg({ width: 1200, height: 630, label: options.name, motif: options.motif, colours: c, objectSize: 470, centreX: 600 });
}
