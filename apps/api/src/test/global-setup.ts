import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { createTestSeed } from './test-seed.ts';

// Vitest global setup (vitest.config.ts, project "api"): seeds the demo store once for the whole
// run, hands it to the workers, and removes it (files, PostgreSQL schemas) when the run ends.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The workers' temp folder (a RAM disk when vitest.config.ts found one) holds the seed too.
  const tmpDir = project.config.env.TMPDIR ?? os.tmpdir();
  const { seed, remove } = await createTestSeed({ databaseUrl: process.env.TEST_DATABASE_URL, tmpDir });
  project.provide('vitrineTestSeed', seed);
  return remove;
}
