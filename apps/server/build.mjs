// Bundles the composition root with the API and contracts sources; npm packages stay external.
import { build } from 'esbuild';
import { precompressAssets } from './precompress.mjs';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Everything from node_modules is loaded at run time, except our own workspaces (TypeScript sources).
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@vitrine/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// The web build's /assets, compressed once here rather than on every request (precompress.mjs).
await precompressAssets(new URL('../web/build/client/assets', import.meta.url).pathname);
