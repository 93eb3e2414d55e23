import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { isSealed, open, seal } from '../platform/secrets.ts';

/**
 * Tokens for links RawEx emails (an address to confirm, an invitation to join a firm): claims in
 * base64url JSON, then their HMAC-SHA256 under the database's secret. Nothing of a token is kept;
 * whatever a link may do only once is recorded by what it does.
 */

// The secret's name from when it signed only verification links: kept, so their links still work.
const KEY_NAME = 'email-verification';

/**
 * The database's secret for links, made the first time one is needed and kept sealed under
 * `secretsKey` (one kept before sealing is sealed the first time it is read).
 */
async function signingSecret(db: Knex, secretsKey: Buffer): Promise<Buffer> {
  await db('signingKeys')
    .insert({ name: KEY_NAME, secret: seal(secretsKey, randomBytes(32)) })
    .onConflict('name')
    .ignore();
  const row = (await db('signingKeys').where({ name: KEY_NAME }).first('secret')) as { secret: Buffer };
  if (isSealed(row.secret)) return open(secretsKey, row.secret);
  await db('signingKeys')
    .where({ name: KEY_NAME, secret: row.secret })
    .update({ secret: seal(secretsKey, row.secret) });
  return row.secret;
}

/**
 * Opens every signing key with `secretsKey` (a key that does not open them is refused with
 * WrongSecretsKey) and seals one kept before keys were sealed.
 */
export async function sealSigningKeys(db: Knex, secretsKey: Buffer): Promise<void> {
  const keys = (await db('signingKeys').select('name', 'secret')) as { name: string; secret: Buffer }[];
  for (const key of keys) {
    if (isSealed(key.secret)) open(secretsKey, key.secret);
    else
      await db('signingKeys')
        .where(key)
        .update({ secret: seal(secretsKey, key.secret) });
  }
}

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A token carrying `claims`, signed: the same claims make the same token. */
export async function signToken(db: Knex, secretsKey: Buffer, claims: object): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(await signingSecret(db, secretsKey), payload)}`;
}

/** The claims of a token RawEx signed, or undefined for anything else. */
export async function openToken(
  db: Knex,
  secretsKey: Buffer,
  token: string,
): Promise<Record<string, unknown> | undefined> {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0) return undefined;
  const expected = sign(await signingSecret(db, secretsKey), payload);
  if (
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    return undefined;
  }
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
}
