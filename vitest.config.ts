// Unit + API tests for every workspace, run from the repo root. `root` is pinned here and no
// plugins are loaded, so apps/web's Vite/React Router config is never picked up.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'e2e/**'];

// API test apps write hundreds of small files each (seeded pictures, uploads, image caches). On
// the 2-core CI machine creating a file on its ext4 disk costs ~1 ms of kernel time, on tmpfs
// ~10 µs, so workers keep their temp files in /dev/shm when it is a RAM disk with room to spare.
function ramTmpDir(): Record<string, string> {
  try {
    const stat = fs.statfsSync('/dev/shm');
    const isTmpfs = stat.type === 0x01021994;
    return isTmpfs && stat.bavail * stat.bsize >= 2 ** 30 ? { TMPDIR: '/dev/shm' } : {};
  } catch {
    return {}; // no /dev/shm (macOS, Windows): the system temp folder
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [],
  // .test.tsx files render React with the automatic runtime (no `import React` needed).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    env: ramTmpDir(),
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Timings on 2 cores are in docs/operations.md ("Test suite times").
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/lib/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: [...exclude, 'apps/api/**'],
          // A worker thread starts faster than a process: ~30 % less time than forks here.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // The catalogue benchmark's seeder is tested here too: it writes through the API's database code
          // (the bench's pure helpers in bench/lib are unit tests).
          include: ['apps/api/**/*.test.ts', 'bench/seed/**/*.test.ts'],
          exclude,
          // Migrates and seeds the demo store once per run; test apps open copies (test-seed.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Native modules (better-sqlite3, sharp, argon2) stay in a process of their own.
          pool: 'forks',
          // One worker: a migration (Kysely reads every schema's tables) fails when another
          // worker drops a schema at that moment (seed tests migrate on PostgreSQL).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // The files share one module graph instead of loading the app's modules ~50 times
          // (about half the API tests' CPU time). Tests keep their state in their app, which
          // several apps of one file already share modules with; none mocks modules.
          isolate: false,
        },
      },
    ],
  },
});
