import crypto from 'node:crypto';
import { FormMessages, type FormValues, SUBSCRIPTION_FIELDS } from '@vitrine/contracts/form-rules';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../lib/json.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';
import * as repo from './forms.repository.ts';
import { checkOrRefuse, refuseWhenFull } from './forms.service.ts';

export const EMAIL_SUBSCRIPTION_PLUGIN = 'emailSubscription';

/**
 * POST /api/plugins/emailSubscription/subscribe: one row per address (lower-cased). Subscribing
 * again is a success with its own message, never an error (issue 15).
 */
export async function subscribeEmail(db: Db, values: FormValues): Promise<{ email: string; already: boolean; message: string }> {
  await getPluginConfig(db, EMAIL_SUBSCRIPTION_PLUGIN);
  const email = (checkOrRefuse(SUBSCRIPTION_FIELDS, values).email ?? '').toLowerCase();
  await refuseWhenFull(db, 'email_subscriptions');
  const added = await repo.insertSubscription(db.kysely, { id: `sub_${crypto.randomBytes(12).toString('base64url')}`, email, created_at: nowIso() });
  return { email, already: !added, message: added ? FormMessages.subscribed : FormMessages.alreadySubscribed };
}
