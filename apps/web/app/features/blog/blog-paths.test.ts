import { describe, expect, it } from 'vitest';
import { blogListPath, parseBlogPage, postSlugFromSplat } from './blog-paths';

describe('blog paths', () => {
  it('builds list URLs without page 1', () => {
    expect(blogListPath(1, null)).toBe('/blogs');
    expect(blogListPath(2, null)).toBe('/blogs?page=2');
    expect(blogListPath(3, 'guides')).toBe('/blogs?category=guides&page=3');
  });

  it('accepts whole page numbers only', () => {
    expect(parseBlogPage(null)).toBe(1);
    expect(parseBlogPage('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '02', '1001', '99999', '']) expect(parseBlogPage(bad)).toBeNull();
  });

  it('reads a slug of several segments from the splat', () => {
    expect(postSlugFromSplat('guides/lighting-a-small-room')).toBe('guides/lighting-a-small-room');
    expect(postSlugFromSplat('a-post/')).toBe('a-post');
    expect(postSlugFromSplat(undefined)).toBe('');
    expect(postSlugFromSplat('%E0%A4')).toBe('');
  });
});
