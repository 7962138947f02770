// The image integration's interface (CONVENTIONS.md: an interface + the built-in provider):
// the optimisation path and the customisation upload only talk to an ImageRenderer, so the
// sharp implementation could be swapped (a remote image service, a test double).

/** What to make of a source image: a width in pixels, or the tiny blurred placeholder (spec §9). */
export type ImageVariant = { kind: 'width'; width: number } | { kind: 'placeholder' };

export interface UploadLimits {
  /** Larger sources are refused (a decompression-bomb guard: checked from the header, before decoding). */
  maxDimension: number;
  /** The stored picture fits in this box (never enlarged). */
  maxStoredDimension: number;
  /** The stored file stays under this many bytes; quality steps down until it does, else refused. */
  maxStoredBytes: number;
  /** Accepted decoded formats, as the renderer names them: 'jpeg', 'png', 'webp'. */
  formats: readonly string[];
}

export interface NormalisedUpload {
  data: Buffer; // webp, metadata stripped
  width: number;
  height: number;
}

export interface ImageRenderer {
  /** Renders `source` (a file of type `ext`: svg, png, jpg, jpeg, webp) as webp. */
  renderVariant(source: Buffer, ext: string, variant: ImageVariant): Promise<Buffer>;
  /** Decodes a shopper's upload and re-encodes it; null when it is not an acceptable still image. */
  normaliseUpload(input: Buffer, limits: UploadLimits): Promise<NormalisedUpload | null>;
}
