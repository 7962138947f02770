import path from 'node:path';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import { createFastify, registerApi } from '@vitrine/api/app';
import { openDatabase } from '@vitrine/api/boot';
import { ContentEvents } from '@vitrine/api/lib/content-events';
import { setUnreadableAddressPage } from '@vitrine/api/plugins/errors';
import { createHttpTransport } from '@vitrine/contracts/api-transport';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { HtmlCache } from './html-cache.ts';
import { exitOnSignal, loadConfigOrExit, runMain } from './process-lifecycle.ts';
import { createRenderGate } from './render-gate.ts';
import { injectTransport, registerSsr } from './ssr.ts';
import { registerStaticFiles } from './static-files.ts';

// `npm run dev`: main.ts's composition with the web app served by Vite instead of a build. Web
// edits reach the browser through Vite's HMR and the next SSR request; API, contract and server
// edits restart this process (`tsx watch` in the root package.json: on Linux, Node 20's own
// --watch-path stops seeing a file once an editor saves it by rename). No build step.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const webRoot = path.join(repoRoot, 'apps/web');

async function main() {
  // Vite serves source files from disk: listen on this machine only unless HOST says otherwise.
  process.env.HOST ??= 'localhost';
  const config = loadConfigOrExit();

  const db = await openDatabase(config); // migrates and seeds the demo store, as npm start does
  const events = new ContentEvents();
  const app = createFastify({ db, config, events });
  await registerApi(app, { db, config, events });
  await registerStaticFiles(app, { mediaDir: config.mediaDir });

  const vite = await createServer({
    root: webRoot,
    appType: 'custom',
    server: {
      middlewareMode: true,
      // HMR's websocket shares the shop's port: the pages' CSP allows connect-src 'self' only.
      ws: { server: app.server },
      // Only what the web app imports, never the data directory (database, session secret).
      fs: { allow: [webRoot, path.join(repoRoot, 'packages'), path.join(repoRoot, 'node_modules')] },
    },
  });
  // The build is loaded for each request, so a render always uses the code as it is now.
  const loadBuild = async () => {
    try {
      return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    } catch (err) {
      if (err instanceof Error) vite.ssrFixStacktrace(err);
      throw err;
    }
  };

  const transport = config.apiUrl ? createHttpTransport(config.apiUrl) : injectTransport(app);
  // Vite's middlewares only in front of the page routes: /api, /media and /img never pass through them.
  await app.register(async (web) => {
    // A page load fetches hundreds of modules from Vite: their request lines are kept out of the
    // log (warn and up only) until the request reaches the page handler, which logs as usual.
    web.addHook('onRequest', async (request) => {
      request.log.level = 'warn';
    });
    await web.register(middie);
    web.use(vite.middlewares);
    web.addHook('preHandler', async (request) => {
      request.log.level = config.logLevel;
    });
    const unreadableAddressPage = registerSsr(web, loadBuild, transport, {
      mode: 'development',
      cache: new HtmlCache(0), // off: a cached page would hide the edit just made
      frameAncestors: config.editorOrigins,
      gate: createRenderGate(config.maxConcurrentRenders),
    });
    // The router's refusals reach the root app: hand it the shop's page (plugins/errors.ts).
    setUnreadableAddressPage(app, unreadableAddressPage);
  });

  exitOnSignal(app.log, [() => vite.close(), () => app.close(), () => db.close()]);

  await app.listen({ port: config.port, host: config.host });
  if (config.logLevel !== 'silent') console.log(`Vitrine dev server at http://localhost:${config.port} (${db.dialect}, HMR on)`);
}

runMain(main);
