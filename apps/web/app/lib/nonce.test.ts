import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './nonce';

describe('contentSecurityPolicy', () => {
  it('lets frames come from Google Maps only when the store has a map', () => {
    expect(contentSecurityPolicy('n1')).not.toContain('google.com');
    expect(contentSecurityPolicy('n1')).toContain("default-src 'self'");
    expect(contentSecurityPolicy('n1', { mapFrames: true })).toContain("frame-src 'self' https://www.google.com/maps https://www.google.com/maps/");
    expect(contentSecurityPolicy('n1', { mapFrames: true })).toContain("script-src 'self' 'nonce-n1'");
  });

  it('lets a video section play from YouTube without cookies, and nothing else frames the page', () => {
    expect(contentSecurityPolicy('n1')).toContain("frame-src 'self' https://www.youtube-nocookie.com");
  });
});
