import { describe, expect, it } from 'vitest';
import { mapEmbedUrl } from './map-embed.ts';

describe('mapEmbedUrl', () => {
  it('takes Google Maps https addresses only', () => {
    expect(mapEmbedUrl('https://www.google.com/maps?q=Indiranagar&output=embed')).toBe('https://www.google.com/maps?q=Indiranagar&output=embed');
    expect(mapEmbedUrl(' https://www.google.com/maps/embed?pb=!1m18 ')).toBe('https://www.google.com/maps/embed?pb=!1m18');
    for (const bad of [
      '',
      null,
      42,
      'http://www.google.com/maps?q=x',
      'https://evil.example/maps',
      'https://www.google.com.evil.example/maps',
      'https://www.google.com/search?q=x',
      'https://www.google.com/mapsx',
      'javascript:alert(1)',
      'https://user:pw@www.google.com/maps',
    ]) {
      expect(mapEmbedUrl(bad), String(bad)).toBeNull();
    }
  });
});
