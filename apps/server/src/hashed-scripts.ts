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
 * The page without its nonce, its policy allowing the nonce'd inline scripts by hash. Null when
 * the page cannot be made so safely (it is then not cached): a nonce'd script loaded from another
 * site (its host would have to join the policy), a script whose text the browser could read past
 * `</script>` (`<!--<script`), or the nonce anywhere else than in nonce attributes and the policy.
 */
export function withHashedScripts(page: NoncedPage): { headers: [string, string][]; body: Buffer } | null {
  const { nonce } = page;
  if (!nonce) return { headers: page.headers, body: page.body };
  const html = page.body.toString('utf8');
  const attribute = ` nonce="${nonce}"`;
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
  const body = html.replaceAll(attribute, '');
  const source = ` 'nonce-${nonce}'`;
  const allowed = [...hashes].map((hash) => ` ${hash}`).join('');
  const headers = page.headers.map(([name, value]): [string, string] => [name, name === 'content-security-policy' ? value.replaceAll(source, allowed) : value]);
  if (body.includes(nonce) || headers.some(([, value]) => value.includes(nonce))) return null;
  return { headers, body: Buffer.from(body, 'utf8') };
}
