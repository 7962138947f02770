import { pageUpsertSchema, pluginConfigUpdateSchema, templateUpdateSchema } from '@vitrine/contracts/content';
import { successEnvelope } from '@vitrine/contracts/envelope';
import { countryIdParamSchema, countryShippingSchema, settingsUpdateSchema } from '@vitrine/contracts/settings';
import { storefrontUpdateSchema } from '@vitrine/contracts/storefront';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { savePage, updateTemplate } from '../content/content.service.ts';
import { moduleNameSchema } from '../plugins/plugins.routes.ts';
import { savePlugin } from '../plugins/plugins.service.ts';
import { setShipsTo, updateSettings } from '../settings/settings.service.ts';
import { updateStorefront } from '../storefront/storefront.service.ts';
import { addContentWriteHooks } from './content-write-hooks.http.ts';

/** PUT /api/admin/templates/:id: the template's id. */
export const templateIdParamSchema = z.object({ id: z.string().min(1).max(100) });

// Owner-side writes, guarded by the admin token. The live editor and back office build on these;
// the tests use them to switch modes and themes.
export async function adminRoutes(app: FastifyInstance, { db, config, events }: AppDeps) {
  await app.register(async (admin) => {
    addContentWriteHooks(admin, { db, config, events });

    admin.put('/api/admin/storefront', { config: { siteLockExempt: true } }, async (request) => {
      const body = parseInput(storefrontUpdateSchema, request.body ?? {});
      return successEnvelope(await updateStorefront(db, body), 'Storefront updated');
    });

    admin.put('/api/admin/settings', { config: { siteLockExempt: true } }, async (request) => {
      const body = parseInput(settingsUpdateSchema, request.body ?? {});
      return successEnvelope(await updateSettings(db, body), 'Settings updated');
    });

    admin.put('/api/admin/templates/:id', { config: { siteLockExempt: true } }, async (request) => {
      const { id } = parseInput(templateIdParamSchema, request.params);
      const body = parseInput(templateUpdateSchema, request.body ?? {});
      return successEnvelope(await updateTemplate(db, id, body), 'Template updated');
    });

    admin.put('/api/admin/pages', { config: { siteLockExempt: true } }, async (request) => {
      const body = parseInput(pageUpsertSchema, request.body ?? {});
      return successEnvelope(await savePage(db, body), 'Page saved');
    });

    // Where the shop ships (issue 29): a shipping address elsewhere is refused at checkout.
    admin.put('/api/admin/countries/:id', { config: { siteLockExempt: true } }, async (request) => {
      const { id } = parseInput(countryIdParamSchema, request.params);
      const body = parseInput(countryShippingSchema, request.body ?? {});
      return successEnvelope(await setShipsTo(db, id, body.ships_to), 'Country saved');
    });

    admin.put('/api/admin/plugins/:name', { config: { siteLockExempt: true } }, async (request) => {
      const { name } = parseInput(moduleNameSchema, request.params);
      const body = parseInput(pluginConfigUpdateSchema, request.body ?? {});
      return successEnvelope(await savePlugin(db, name, body), 'Plugin saved');
    });
  });
}
