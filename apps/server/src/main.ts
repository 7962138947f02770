import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFastify, registerApi } from '@vitrine/api/app';
import { openDatabase } from '@vitrine/api/boot';
import { ContentEvents } from '@vitrine/api/lib/content-events';
import { setUnreadableAddressPage } from '@vitrine/api/plugins/errors';
import { createHttpTransport } from '@vitrine/contracts/api-transport';
import type { ServerBuild } from 'react-router';
import { registerCompression } from './compression.ts';
import { HtmlCache } from './html-cache.ts';
import { exitOnSignal, loadConfigOrExit, runMain } from './process-lifecycle.ts';
import { createRenderGate } from './render-gate.ts';
import { injectTransport, registerSsr } from './ssr.ts';
import { registerStaticFiles } from './static-files.ts';

// The composition root: one Node process serving /api, static assets, media and SSR.
const here = path.dirname(fileURLToPath(import.meta.url));
const webBuildDir = path.resolve(here, '../../web/build');

async function main() {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  if (config.env === 'production') process.env.NODE_ENV = 'production';

  const db = await openDatabase(config);
  const events = new ContentEvents();
  const cache = new HtmlCache(config.htmlCacheTtlMs);
  events.onChanged(() => cache.clear());
  events.onProductChanged((slug) => cache.forgetProduct(slug));
  const app = createFastify({ db, config, events });
  // Before any route: pages, .data and /api JSON are compressed on the fly (compression.ts).
  await registerCompression(app);
  const build = (await import(path.join(webBuildDir, 'server/index.js'))) as ServerBuild;
  // The manifest version pages carry: /build-latest.json tells open tabs when it changes (decisions/030).
  await registerApi(app, { db, config, events, buildId: build.assets.version });

  await registerStaticFiles(app, { assetsDir: path.join(webBuildDir, 'client', 'assets'), mediaDir: config.mediaDir });

  const transport = config.apiUrl ? createHttpTransport(config.apiUrl) : injectTransport(app);
  const unreadableAddressPage = registerSsr(app, build, transport, {
    mode: config.env === 'production' ? 'production' : 'development',
    cache,
    frameAncestors: config.editorOrigins,
    gate: createRenderGate(config.maxConcurrentRenders),
  });
  // An address the router cannot read gets the shop's 404 page, not a bare error (plugins/errors.ts).
  setUnreadableAddressPage(app, unreadableAddressPage);

  exitOnSignal(app.log, [() => app.close(), () => db.close()]);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address, database: db.dialect, startupMs: Math.round(performance.now() - startedAt) }, 'Vitrine is serving');
  if (config.logLevel !== 'silent') console.log(`Vitrine is running at http://localhost:${config.port} (${db.dialect})`);
}

runMain(main);
