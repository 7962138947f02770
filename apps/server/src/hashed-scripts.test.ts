import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHashSource, withHashedScripts } from './hashed-scripts.ts';

const NONCE = 'q1Ww+e/R4ty==';
const policy = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' https://www.googletagmanager.com; object-src 'none'`;
const page = (html: string, nonce = NONCE) => ({
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', policy],
  ] as [string, string][],
  body: Buffer.from(html),
  nonce,
});
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('scriptHashSource', () => {
  it("is the CSP source of the text's sha256, taking line ends as the HTML parser does", () => {
    expect(scriptHashSource('alert(1)')).toBe(sha('alert(1)'));
    expect(scriptHashSource('a();\r\nb();\rc();')).toBe(sha('a();\nb();\nc();'));
    expect(scriptHashSource('é')).toBe(sha('é'));
  });
});

describe('withHashedScripts', () => {
  it("takes the nonce out and allows the nonce'd inline scripts by hash, in place of the nonce", () => {
    const html = `<script nonce="${NONCE}">one()</script><link rel="modulepreload" href="/a.js" nonce="${NONCE}"/><script nonce="${NONCE}" type="module" async="">import "/a.js";</script>`;
    const out = withHashedScripts(page(html))!;
    expect(out.body.toString()).toBe('<script>one()</script><link rel="modulepreload" href="/a.js"/><script type="module" async="">import "/a.js";</script>');
    expect(out.headers[1]).toEqual([
      'content-security-policy',
      `default-src 'self'; script-src 'self' ${sha('one()')} ${sha('import "/a.js";')} https://www.googletagmanager.com; object-src 'none'`,
    ]);
    expect(out.headers[0]).toEqual(['content-type', 'text/html; charset=utf-8']);
  });

  it('hashes no script the render did not mark with the nonce, no data block and no script from /assets', () => {
    const html = `<script>evil()</script><script type="application/ld+json" nonce="${NONCE}">{"a":1}</script><script type="module" src="/assets/e.js" nonce="${NONCE}"></script>`;
    const out = withHashedScripts(page(html))!;
    expect(out.headers[1][1]).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(out.body.toString()).not.toContain('nonce');
  });

  it('gives each script one hash, however often it appears', () => {
    const html = `<script nonce="${NONCE}">x()</script><script nonce="${NONCE}">x()</script>`;
    expect(withHashedScripts(page(html))!.headers[1][1]).toContain(`script-src 'self' ${sha('x()')} https:`);
  });

  it('refuses a page it cannot make safe, which is then not cached', () => {
    expect(withHashedScripts(page(`<script src="https://cdn.example/x.js" nonce="${NONCE}"></script>`))).toBeNull();
    expect(withHashedScripts(page(`<script src="//cdn.example/x.js" nonce="${NONCE}"></script>`))).toBeNull();
    expect(withHashedScripts(page(`<script nonce="${NONCE}">a="<!--<script>"</script>`))).toBeNull();
    expect(withHashedScripts(page(`<p data-x="${NONCE}"></p>`))).toBeNull();
  });

  it('leaves a page rendered without a nonce as it is', () => {
    const p = page('<p>hi</p>', '');
    expect(withHashedScripts(p)).toEqual({ headers: p.headers, body: p.body });
  });
});

describe('withHashedScripts on answers without the nonce in their body', () => {
  it('keeps the body byte for byte (a .data payload, bytes that are not UTF-8) and drops the nonce from the policy', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x41]);
    const out = withHashedScripts({ ...page(''), body: bytes })!;
    expect(out.body).toBe(bytes);
    expect(out.headers[1][1]).toContain("script-src 'self' https://www.googletagmanager.com;");
  });
});
