// Unit + API tests for every workspace, run from the repo root. `root` is pinned here and no
// plugins are loaded, so apps/web's Vite/React Router config is never picked up.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [],
  // .test.tsx files render React with the automatic runtime (no `import React` needed).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'bench/**', 'e2e/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
