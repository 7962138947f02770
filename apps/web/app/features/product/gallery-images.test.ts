import { describe, expect, it } from 'vitest';
import { galleryImages, MAX_GALLERY_IMAGES, stepIndex } from './gallery-images';

const img = (url: string) => ({ url, width: 800, height: 800, alt: url });

describe('galleryImages', () => {
  it("puts the variant's image first, then the base and other images, each once", () => {
    const product = { base_image: img('/a'), images: [img('/a'), img('/b'), img('/c')] };
    expect(galleryImages(product, { image: img('/c') }).map((i) => i.url)).toEqual(['/c', '/a', '/b']);
    expect(galleryImages(product, { image: null }).map((i) => i.url)).toEqual(['/a', '/b', '/c']);
    expect(galleryImages(product, undefined).map((i) => i.url)).toEqual(['/a', '/b', '/c']);
  });

  it('is bounded', () => {
    const many = Array.from({ length: 30 }, (_, i) => img(`/${i}`));
    expect(galleryImages({ base_image: img('/base'), images: many }, undefined)).toHaveLength(MAX_GALLERY_IMAGES);
  });
});

describe('stepIndex', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
