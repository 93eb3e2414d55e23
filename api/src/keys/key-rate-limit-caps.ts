// How high an hourly limit an account's keys may ask for, and an administrator's change to it.
import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { invalidField, notFound } from '../platform/errors/index.ts';
import { ApiKeyRateCap } from './api-key-rate-cap.model.ts';
import { DEFAULT_KEY_RATE_LIMIT_CAP, type KeyRateLimitCap } from './keys.contract.ts';

/** The cap on the hourly limit any one of the account's keys may ask for. */
async function keyRateLimitCap(db: Knex, userId: string): Promise<number> {
  return (await ApiKeyRateCap.query(db).findById(userId))?.cap ?? DEFAULT_KEY_RATE_LIMIT_CAP;
}

/** Refuses an hourly limit above what the owner's account lets its keys ask for. */
export async function requireWithinCap(
  db: Knex,
  owner: AuthUser,
  rateLimit: number | undefined,
): Promise<void> {
  if (rateLimit === undefined) return;
  const cap = await keyRateLimitCap(db, owner.id);
  if (rateLimit > cap) {
    throw invalidField(
      'rateLimit',
      `must be at most ${cap.toLocaleString('en-US')}, your account's cap on a key's hourly limit: an administrator can raise it`,
    );
  }
}

/** An administrator's change to what one account's keys may ask for, kept in the audit trail. */
export async function setKeyRateLimitCap(
  db: Knex,
  admin: AuthUser,
  userId: string,
  cap: number,
): Promise<KeyRateLimitCap> {
  return db.transaction(async (trx) => {
    const { rows } = (await trx.raw('SELECT FROM account_access(?)', [userId])) as { rows: unknown[] };
    if (rows.length === 0) throw notFound('User not found', 'user_not_found');
    await ApiKeyRateCap.query(trx).insert({ userId, cap }).onConflict('userId').merge();
    await recordAudit(trx, admin, 'user.key_rate_limit_cap_changed', { type: 'user', id: userId }, { cap });
    return { userId, cap };
  });
}
