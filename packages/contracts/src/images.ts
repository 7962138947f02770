// The image-optimisation path (spec §7/§9): URL builders shared by the web (srcset) and the API
// (which widths it renders). Zod-free: the browser bundle imports this module.
//
//   /img/{width}/{path under /media/}[?v=version]   webp, `width` real pixels wide (never enlarged)
//   /img/placeholder/{path under /media/}           webp, 10x10, quality 50, blur 3
//
// The width in the URL is already the pixel width: the web helper doubles it for the 2x density
// (there is no `dpr` parameter), so one variant has one URL and the disk cache stays small.

/** Widths the optimiser renders; any other width is refused (422), so variants stay bounded. */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 160, 200, 256, 320, 400, 480, 640, 800, 960, 1200, 1600, 1920, 2400] as const;
export const MAX_IMAGE_WIDTH = 2400;
/** The steps of a width-descriptor srcset: enough choice for phones to desktops, few URLs. */
const SRCSET_LADDER = [320, 640, 960, 1200, 1600, 1920, 2400] as const;

/** spec §9 image defaults. */
export const IMAGE_QUALITY = 75;
export const PLACEHOLDER = { size: 10, quality: 50, blur: 3 } as const;

/** Source files the optimiser reads (lower-case extensions, without the dot). */
export const OPTIMISABLE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

export const MEDIA_PREFIX = '/media/';
export const IMAGE_PATH_PREFIX = '/img/';

/** The smallest allowed width that covers `width` (the largest one beyond it). */
export function nearestImageWidth(width: number): number {
  const wanted = Math.max(1, Math.ceil(width));
  for (const w of IMAGE_WIDTHS) if (w >= wanted) return w;
  return MAX_IMAGE_WIDTH;
}

export function isAllowedImageWidth(width: number): boolean {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * The path under /media/ when `src` is one of the shop's own optimisable images
 * (`/media/products/oak-tray.svg` -> `products/oak-tray.svg`), else null (remote URLs,
 * data URLs, other extensions, query strings, dot segments).
 */
export function mediaPathOf(src: string | null | undefined): string | null {
  if (!src?.startsWith(MEDIA_PREFIX)) return null;
  const rest = src.slice(MEDIA_PREFIX.length);
  if (!rest || /[?#\\]/.test(rest)) return null;
  if (rest.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const ext = rest.slice(rest.lastIndexOf('.') + 1).toLowerCase();
  return (OPTIMISABLE_EXTENSIONS as readonly string[]).includes(ext) ? rest : null;
}

/** `/img/{width}/...` for a /media/ URL (width snapped to an allowed one); other URLs unchanged. */
export function optimisedImageUrl(src: string, width: number, version?: string | number): string {
  const path = mediaPathOf(src);
  if (path === null) return src;
  const query = version !== undefined && version !== '' ? `?v=${encodeURIComponent(String(version))}` : '';
  return `${IMAGE_PATH_PREFIX}${nearestImageWidth(width)}/${path}${query}`;
}

/** The tiny blurred placeholder of a /media/ image, or null for other URLs. */
export function placeholderImageUrl(src: string, version?: string | number): string | null {
  const path = mediaPathOf(src);
  if (path === null) return null;
  const query = version !== undefined && version !== '' ? `?v=${encodeURIComponent(String(version))}` : '';
  return `${IMAGE_PATH_PREFIX}placeholder/${path}${query}`;
}

/** spec §9 densities 1 and 2: `"/img/400/p.svg 1x, /img/800/p.svg 2x"`; null for other URLs. */
export function densitySrcSet(src: string, width: number, version?: string | number): string | null {
  if (mediaPathOf(src) === null) return null;
  const one = optimisedImageUrl(src, width, version);
  const two = optimisedImageUrl(src, Math.min(width * 2, MAX_IMAGE_WIDTH), version);
  return one === two ? `${one} 1x` : `${one} 1x, ${two} 2x`;
}

/**
 * Width descriptors up to twice `width` (`"/img/320/p.svg 320w, ..."`), for images whose shown
 * size depends on the viewport (with a `sizes` attribute); null for other URLs.
 */
export function widthSrcSet(src: string, width: number, version?: string | number): string | null {
  if (mediaPathOf(src) === null) return null;
  const largest = nearestImageWidth(Math.min(width * 2, MAX_IMAGE_WIDTH));
  const ladder = SRCSET_LADDER.filter((w) => w <= largest);
  const widths = [...new Set([...ladder, nearestImageWidth(width), largest])].sort((a, b) => a - b);
  return widths.map((w) => `${optimisedImageUrl(src, w, version)} ${w}w`).join(', ');
}

/** POST /api/plugins/ProductCustomisation/upload answer: the stored picture, kept as image_path. */
export interface CustomisationUpload {
  image_path: string;
  width: number;
  height: number;
}

/** The shopper's picture for a customised product (re-encoded to webp on the server). */
export const CUSTOMISATION_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  maxDimension: 4000,
  /** What is kept: the picture fits in 2000 x 2000 px and 1 MB after re-encoding. */
  maxStoredDimension: 2000,
  maxStoredBytes: 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  message: 'Upload a JPG, PNG or WebP image up to 2 MB',
} as const;
