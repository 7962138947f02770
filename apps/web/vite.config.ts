import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { GUARDED_RELOAD_GLOBAL } from './app/lib/reload-guard.ts';
import { firstLoadChunks } from './vite-plugins/first-load-chunks.ts';
import { guardedRouteReload } from './vite-plugins/guarded-route-reload.ts';

export default defineConfig({
  plugins: [
    reactRouter(),
    // spec §9 session reload guard: React Router's reload on a failed route import goes through it.
    guardedRouteReload(GUARDED_RELOAD_GLOBAL),
    firstLoadChunks({
      appDir: fileURLToPath(new URL('./app', import.meta.url)),
      families: {
        content: ['routes/content/', 'routes/blog/', 'routes/tracking/', 'routes/forms/', 'routes/site/'],
        catalog: ['routes/catalog/'],
        checkout: ['routes/cart/', 'routes/checkout/'],
        account: ['routes/account/'],
      },
      browsing: ['content', 'catalog'],
    }),
  ],
  build: { target: 'es2022', cssCodeSplit: true },
});
