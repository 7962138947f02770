import { BUILD_LATEST_PATH, type BuildLatest, SITE_CONFIG_PATH, type SiteConfig } from '@vitrine/contracts/deploy-files';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { findLatestOwnerWrite } from './deploy-files.repository.ts';

// spec §7 notes: files an open tab polls (decisions/030). Plain JSON rather than the envelope, as
// files are; never cached (the security plugin's no-store), answered in every site mode.
export async function deployFilesRoutes(app: FastifyInstance, { db, config, buildId = 'development' }: AppDeps): Promise<void> {
  app.get(BUILD_LATEST_PATH, { config: { siteLockExempt: true } }, async (): Promise<BuildLatest> => ({ build_id: buildId }));

  app.get(
    SITE_CONFIG_PATH,
    { config: { siteLockExempt: true } },
    async (): Promise<SiteConfig> => ({
      build_id: buildId,
      settings_version: await findLatestOwnerWrite(db.kysely),
      editor_origins: config.editorOrigins,
    }),
  );
}
