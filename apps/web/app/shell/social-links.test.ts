import { describe, expect, it } from 'vitest';
import { socialLinksFrom } from './social-links';

describe('socialLinksFrom', () => {
  it('keeps only networks with an http(s) value, in a fixed order', () => {
    const links = socialLinksFrom({
      linkedin: 'https://www.linkedin.com/company/shop',
      facebook: ' https://facebook.com/shop ',
      instagram: '',
      youtube: null,
      twitter: 'javascript:alert(1)',
      pinterest: 42,
      store_name: 'Shop',
    });
    expect(links).toEqual([
      { network: 'facebook', name: 'Facebook', url: 'https://facebook.com/shop' },
      { network: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/shop' },
    ]);
  });

  it('returns nothing when no network is set', () => {
    expect(socialLinksFrom({})).toEqual([]);
  });
});
