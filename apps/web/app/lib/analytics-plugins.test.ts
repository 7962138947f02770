import { describe, expect, it } from 'vitest';
import { analyticsCspSources, analyticsPluginsFrom } from './analytics-plugins';
import { contentSecurityPolicy } from './nonce';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

const ALL = [
  { module_name: 'GoogleGtag', config: { google_tag_id: 'G-VITRINE01' } },
  { module_name: 'GoogleTagManager', config: { tag_code: 'GTM-AB12CD' } },
  { module_name: 'FacebookPixel', config: { code: '1234567890' } },
  { module_name: 'MicrosoftClarity', config: { code: 'abc12def' } },
  { module_name: 'UmamiAnalytics', config: { code: '0b6a2f3c-1111-2222-3333-444455556666' } },
];

describe('analytics plugins and the page CSP (decisions/029)', () => {
  it('reads each plugin id from its config key', () => {
    expect(analyticsPluginsFrom([{ module_name: 'Review' }, ...ALL])).toEqual([
      { id: 'GoogleGtag', tagId: 'G-VITRINE01' },
      { id: 'GoogleTagManager', containerId: 'GTM-AB12CD' },
      { id: 'FacebookPixel', pixelId: '1234567890' },
      { id: 'MicrosoftClarity', projectId: 'abc12def' },
      { id: 'UmamiAnalytics', websiteId: '0b6a2f3c-1111-2222-3333-444455556666', scriptUrl: 'https://cloud.umami.is/script.js' },
    ]);
  });

  it('ignores ids that could break a URL or the policy', () => {
    expect(
      analyticsPluginsFrom([
        { module_name: 'GoogleGtag', config: { google_tag_id: "G-1; script-src 'unsafe-inline'" } },
        { module_name: 'FacebookPixel', config: { code: 'abc' } },
        { module_name: 'MicrosoftClarity', config: {} },
        { module_name: 'UmamiAnalytics', config: { code: '0b6a2f3c-1111', script_url: 'http://evil.example/script.js' } },
      ]),
    ).toEqual([]);
  });

  it('adds nothing to the policy when no provider is installed', () => {
    const policy = contentSecurityPolicy('N', analyticsCspSources([{ module_name: 'WhatsAppChat', config: {} }]));
    expect(policy).toBe(contentSecurityPolicy('N'));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-N'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('lists exactly the hosts of the installed providers', () => {
    const gtag = contentSecurityPolicy('N', analyticsCspSources([ALL[0]]));
    expect(directive(gtag, 'script-src')).toBe("script-src 'self' 'nonce-N' https://*.googletagmanager.com");
    expect(directive(gtag, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(gtag, 'img-src')).toBe("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com");
    expect(gtag).not.toMatch(/facebook|clarity|umami/);

    const pixelAndClarity = contentSecurityPolicy('N', analyticsCspSources([ALL[2], ALL[3]]));
    expect(directive(pixelAndClarity, 'script-src')).toBe(
      "script-src 'self' 'nonce-N' https://connect.facebook.net https://www.clarity.ms https://scripts.clarity.ms",
    );
    expect(pixelAndClarity).not.toMatch(/googletagmanager|google-analytics|umami/);

    const selfHostedUmami = analyticsCspSources([
      { module_name: 'UmamiAnalytics', config: { code: 'abcdef12', script_url: 'https://stats.example.org/u.js' } },
    ]);
    expect(selfHostedUmami).toEqual({ script: ['https://stats.example.org'], connect: ['https://stats.example.org'], img: [] });
  });

  it('lists a host once when two providers share it', () => {
    const both = analyticsCspSources([ALL[0], ALL[1]]);
    expect(both.script).toEqual(['https://*.googletagmanager.com']);
  });
});
