import crypto from 'node:crypto';

// A cached page is sent to many shoppers, so it cannot carry a per-answer nonce without being
// rewritten on every hit (and a compressed copy cannot be rewritten). Before it is stored, the
// nonce is taken out and the policy allows the page's own inline scripts by their sha256 hashes
// instead (docs/decisions/031-cached-pages-hashed-scripts.md). Only scripts the render marked
// with the nonce are hashed: a script that found its way into the page any other way stays
// blocked, as it is with the nonce.

/** A rendered page as it left React Router: body and headers with the answer's nonce in them. */
export interface NoncedPage {
  headers: [string, string][];
  body: Buffer;
  nonce: string;
}

// React writes each element's tag with its attributes on one line and closes scripts with
// `</script>`; a script's text cannot hold `</script` (it would end the element for the browser too).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/** The CSP source for an inline script's text, hashed as the browser hashes it (UTF-8, line ends as parsed). */
export function scriptHashSource(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${crypto.createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/** Data blocks (JSON-LD) are never run, so the policy needs no hash for them. */
const isDataBlock = (attributes: string) => /\btype="[^"]*json[^"]*"/i.test(attributes);

/**
 * The hash sources of the inline scripts carrying `attribute` (the nonce), or null when one of them
 * cannot be allowed by hash: a nonce'd script loaded from another site (its host would have to join
 * the policy), or script text the browser could read past `</script>` in (`<!--<script`).
 */
function noncedScriptHashes(html: string, attribute: string): Set<string> | null {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(attribute)) continue;
    if (/\ssrc=/i.test(attributes)) {
      if (!/\ssrc="\/(?!\/)/i.test(attributes)) return null;
      continue;
    }
    if (isDataBlock(attributes)) continue;
    if (text.includes('<!--')) return null;
    hashes.add(scriptHashSource(text));
  }
  return hashes;
}

/**
 * The page without its nonce, its policy allowing the nonce'd inline scripts by hash in place of
 * the nonce. Null when that cannot be done safely (the page is then not cached): see
 * noncedScriptHashes, or the nonce found anywhere else than in nonce attributes and the policy.
 */
export function withHashedScripts(page: NoncedPage): { headers: [string, string][]; body: Buffer } | null {
  const { nonce } = page;
  if (!nonce) return { headers: page.headers, body: page.body };
  let body = page.body; // a body without the nonce (a .data payload) is kept byte for byte
  let hashes = new Set<string>();
  if (page.body.includes(nonce)) {
    const html = page.body.toString('utf8');
    const attribute = ` nonce="${nonce}"`;
    const found = noncedScriptHashes(html, attribute);
    const stripped = html.replaceAll(attribute, '');
    if (!found || stripped.includes(nonce)) return null;
    body = Buffer.from(stripped, 'utf8');
    hashes = found;
  }
  const source = ` 'nonce-${nonce}'`;
  const allowed = [...hashes].map((hash) => ` ${hash}`).join('');
  const headers = page.headers.map(([name, value]): [string, string] => [name, name === 'content-security-policy' ? value.replaceAll(source, allowed) : value]);
  if (headers.some(([, value]) => value.includes(nonce))) return null;
  return { headers, body };
}
