import crypto from 'node:crypto';
import type { JsonSchema, OpenApiDocument, OpenApiOperation, Ref } from './build-openapi.ts';

// GET /api/docs: the OpenAPI document as one server-rendered page. No script and nothing from
// another host (nothing outside the machine may be reachable, and a CDN would widen the CSP): the
// page is plain HTML with one inline stylesheet, allowed by its hash.

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1d1d1f}
h1{margin-bottom:.25rem}h2{border-bottom:2px solid #ddd;margin-top:2.5rem;text-transform:capitalize}
nav a{margin-right:.75rem}article{border:1px solid #ddd;border-radius:6px;margin:1rem 0;padding:.25rem 1rem 1rem}
h3{font-size:1rem;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.m{border-radius:4px;color:#fff;font:700 .8rem monospace;padding:.15rem .45rem;background:#555}
.m-get{background:#1f6feb}.m-post{background:#1a7f37}.m-put{background:#9a6700}.m-delete{background:#cf222e}
pre{background:#f6f8fa;border-radius:4px;font-size:.8rem;max-height:24rem;overflow:auto;padding:.5rem;white-space:pre-wrap;overflow-wrap:anywhere}
table{border-collapse:collapse;font-size:.9rem;width:100%}summary{cursor:pointer}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
td pre{margin:0;max-height:10rem}.muted{color:#57606a}
`;

/** The page's own policy: no script at all, its one stylesheet by hash, nothing from elsewhere. */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const pre = (schema: unknown) => `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && '$ref' in value;

function renderOperation(path: string, method: string, op: OpenApiOperation): string {
  const parts = [
    `<article id="${escapeHtml(op.operationId)}">`,
    `<h3><span class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(op.summary)}</p>`,
  ];
  if (op.description) parts.push(`<p class="muted">${escapeHtml(op.description)}</p>`);
  if (op.parameters?.length) {
    const rows = op.parameters.map(
      (p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${pre(p.schema)}</td></tr>`,
    );
    parts.push(`<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
  }
  if (op.requestBody) {
    const schema: JsonSchema = op.requestBody.content['application/json'].schema;
    parts.push(`<p><strong>JSON body</strong>${op.requestBody.required ? '' : ' (optional)'}</p>${pre(schema)}`);
  }
  const errors: string[] = [];
  for (const [status, response] of Object.entries(op.responses)) {
    if (!isRef(response)) {
      parts.push(`<p><strong>${escapeHtml(status)}</strong>: <code>data</code> is ${escapeHtml(response.description)}</p>`);
      continue;
    }
    const name = response.$ref.split('/').pop() ?? '';
    errors.push(`<a href="#error-${escapeHtml(name)}" title="${escapeHtml(name)}">${escapeHtml(status)}</a>`);
  }
  if (errors.length) parts.push(`<p>Errors: ${errors.join(', ')}</p>`);
  parts.push('</article>');
  return parts.join('\n');
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) byTag.get(op.tags[0])?.push(renderOperation(path, method, op));
  }
  const statusOf = new Map<string, string>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op.responses)) if (isRef(response)) statusOf.set(response.$ref.split('/').pop() ?? '', status);
    }
  }
  const legend = Object.entries(doc.components.responses).map(
    ([name, r]) => `<tr id="error-${escapeHtml(name)}"><td>${escapeHtml(statusOf.get(name) ?? '')}</td><td>${escapeHtml(r.description)}</td></tr>`,
  );
  const sections = [...byTag].map(([tag, ops]) => `<section><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${ops.join('\n')}</section>`);
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(doc.info.title)} <small class="muted">${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<details><summary>Error answers: the envelope and what each status means</summary>
${pre(doc.components.schemas.ErrorEnvelope)}
<table><thead><tr><th>HTTP</th><th><code>data.code</code> and when</th></tr></thead><tbody>${legend.join('')}</tbody></table></details>
<nav>${nav}</nav></header>
<main>
${sections.join('\n')}
</main></body></html>
`;
}
