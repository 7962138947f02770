import { type CSSProperties, type ImgHTMLAttributes, useCallback, useState } from 'react';
import { imageSources } from './image-sources';

type NativeImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority' | 'decoding' | 'placeholder'
>;

export interface OptimisedImageProps extends NativeImgProps {
  /** A /media/... URL; other URLs are rendered as they are. */
  src: string;
  /** Intrinsic size: set as attributes so the browser reserves the box (no layout shift). */
  width: number;
  height: number;
  alt: string;
  /** The widest the image is shown, in CSS pixels (the 1x file; 2x is double). Defaults to `width`. */
  displayWidth?: number;
  /** Switches density descriptors (1x, 2x) to width descriptors for viewport-sized images. */
  sizes?: string;
  /** The LCP image: loaded at once with high fetch priority. */
  priority?: boolean;
  /** Loaded at once (the first screenful) without raising its priority; the rest load lazily. */
  eager?: boolean;
  /**
   * Shows the 10x10 blurred placeholder as a background until the image has loaded. For a few
   * prominent images (a gallery's main picture): CSS backgrounds load even when the image is lazy.
   */
  placeholder?: boolean;
  /** The source's version (?v=), when known: such URLs are cached for a year. */
  version?: string;
}

/**
 * An <img> through the image-optimisation path (spec §9): webp at the shown width with a 2x
 * variant, width and height set, lazy unless it is the priority (LCP) image.
 */
export function OptimisedImage({
  src,
  width,
  height,
  alt,
  displayWidth,
  sizes,
  priority = false,
  eager = false,
  placeholder = false,
  version,
  style,
  onLoad,
  ...rest
}: OptimisedImageProps) {
  const sources = imageSources({ src, displayWidth: displayWidth ?? width, sizes, version });
  const [loaded, setLoaded] = useState(false);
  // An image can finish before hydration, when React's onLoad never fires: check on mount too.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  const showPlaceholder = placeholder && !loaded && sources.placeholder;
  const placeholderStyle: CSSProperties | undefined = showPlaceholder
    ? {
        backgroundImage: `url("${sources.placeholder}")`,
        // The placeholder is stretched to 10x10 on the server; 100% 100% restores the ratio.
        backgroundSize: '100% 100%',
        backgroundRepeat: 'no-repeat',
      }
    : undefined;
  return (
    <img
      {...rest}
      ref={placeholder ? checkLoaded : undefined}
      alt={alt}
      width={width}
      height={height}
      // loading, sizes and srcSet before src: a browser creating the element on the client
      // starts fetching once src is set, and must already know it is lazy and which file to pick.
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      sizes={sources.sizes}
      srcSet={sources.srcSet}
      src={sources.src}
      style={placeholderStyle || style ? { ...placeholderStyle, ...style } : undefined}
      onLoad={(event) => {
        if (placeholder) setLoaded(true);
        onLoad?.(event);
      }}
    />
  );
}
