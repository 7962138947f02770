import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addBaselineHeaders } from '@vitrine/api/plugins/security';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CSP, registerStaticFiles } from './static-files.ts';

// /media files (seeded or uploaded SVGs among them) opened directly must not run script.
describe('static files', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, 'media', 'products'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'media', 'products', 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    app = Fastify();
    addBaselineHeaders(app);
    await registerStaticFiles(app, { assetsDir: path.join(dir, 'assets'), mediaDir: path.join(dir, 'media') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves /media with a policy that blocks script and sandboxes the document', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/products/x.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(MEDIA_CSP);
    expect(MEDIA_CSP).toMatch(/default-src 'none'/);
    expect(MEDIA_CSP).toMatch(/(^|; )sandbox($|;)/);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });

  it('sends nosniff and the referrer policy with assets', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });
});
