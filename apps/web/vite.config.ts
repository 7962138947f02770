import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './vite-plugins/first-load-chunks.ts';

export default defineConfig({
  plugins: [
    reactRouter(),
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
