import { densitySrcSet, optimisedImageUrl, placeholderImageUrl, widthSrcSet } from '@vitrine/contracts/images';

// The attributes of an <img> that goes through the image-optimisation path (spec §9: webp,
// densities 1 and 2). URLs outside /media/ (remote or data: URLs, other formats) are left as
// they are: the optimiser only reads the shop's own files.

export interface ImageSourcesInput {
  /** A /media/... URL (anything else is used as it is). */
  src: string;
  /** The widest the image is shown, in CSS pixels: the 1x width (2x is double). */
  displayWidth: number;
  /** With `sizes`, width descriptors let phones pick a smaller file than the 2x desktop one. */
  sizes?: string;
  /** The source's version (?v=), when known: such URLs are cached for a year. */
  version?: string;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** URL of the 10x10 blurred placeholder; undefined for URLs the optimiser does not read. */
  placeholder?: string;
}

export function imageSources({ src, displayWidth, sizes, version }: ImageSourcesInput): ImageSources {
  const srcSet = sizes ? widthSrcSet(src, displayWidth, version) : densitySrcSet(src, displayWidth, version);
  if (!srcSet) return { src };
  return {
    src: optimisedImageUrl(src, displayWidth, version),
    srcSet,
    ...(sizes ? { sizes } : {}),
    placeholder: placeholderImageUrl(src, version) ?? undefined,
  };
}

/** A <source srcSet> (e.g. a hero's mobile picture) through the optimiser; the URL itself otherwise. */
export function sourceSrcSet(src: string, displayWidth: number, sizes?: string): string {
  return (sizes ? widthSrcSet(src, displayWidth) : densitySrcSet(src, displayWidth)) ?? src;
}
