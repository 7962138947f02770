import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Served with every /media file: a document that forbids everything. Media are images shown
 * through <img> (where the policy does not apply); it matters when a file is opened directly,
 * so an uploaded or seeded SVG cannot run script or reach anything (sandbox: a unique origin).
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * /assets (the build's hashed files, cached for a year) and /media (the shop's images). Without
 * assetsDir (the dev server) there is no build: Vite serves the web app's modules instead.
 */
export async function registerStaticFiles(app: FastifyInstance, dirs: { assetsDir?: string; mediaDir: string }): Promise<void> {
  if (dirs.assetsDir) {
    await app.register(fastifyStatic, {
      root: dirs.assetsDir,
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      immutable: true,
      maxAge: '1y',
      index: false,
      // The .br and .gz files written at build (precompress.mjs), chosen by the browser's Accept-Encoding.
      preCompressed: true,
      // Caches in between must keep each encoding apart (also for the identity answer).
      setHeaders: (res: { setHeader(name: string, value: string): void }) => {
        res.setHeader('vary', 'accept-encoding');
      },
    } as any);
  }
  await app.register(fastifyStatic, {
    root: dirs.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    index: false,
    setHeaders: (res) => {
      res.setHeader('content-security-policy', MEDIA_CSP);
    },
  });
}
