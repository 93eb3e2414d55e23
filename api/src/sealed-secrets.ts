import type { Knex } from 'knex';
import { sealSigningKeys } from './accounts/index.ts';
import { sealWebhookSecrets } from './webhooks/index.ts';

/**
 * Makes sure the key a process was given opens the secrets its database holds — a clear error
 * at start-up, not a failed delivery later — and seals any kept before they were sealed.
 */
export async function prepareSecrets(db: Knex, secretsKey: Buffer): Promise<void> {
  await sealSigningKeys(db, secretsKey);
  await sealWebhookSecrets(db, secretsKey);
}
