import { createHash, randomBytes } from 'node:crypto';
import baseX from 'base-x';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  DEFAULT_KEY_RATE_LIMIT,
  MAX_ACTIVE_KEYS,
  type ApiKey,
  type ApiPermission,
  type createApiKeyBodySchema,
  type updateApiKeyBodySchema,
} from './keys.contract.ts';
import { requireWithinCap } from './key-rate-limit-caps.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { recordAudit } from '../audit/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';

const base62 = baseX('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
export const API_KEY_PREFIX = 'rx_live_';
const SHOWN_CHARACTERS = 16;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface ApiKeyRow {
  id: number;
  name: string;
  keyPrefix: string;
  permissions: ApiPermission[];
  rateLimit: number;
  status: 'active' | 'paused' | 'revoked';
  expiresAt: Date | null;
  createdAt: Date;
  lastUsed: Date | null;
  requests: number;
}

export function keyStatusOf(
  row: Pick<ApiKeyRow, 'status' | 'expiresAt'>,
  now = new Date(),
): ApiKey['status'] {
  if (row.status !== 'active') return row.status;
  return row.expiresAt && new Date(row.expiresAt) <= now ? 'expired' : 'active';
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    key: row.keyPrefix,
    permissions: row.permissions,
    rateLimit: row.rateLimit,
    status: keyStatusOf(row),
    lastUsed: row.lastUsed ? new Date(row.lastUsed).toISOString() : null,
    requests: Number(row.requests),
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Keys with their use: requests in all and the last time, from the hourly usage windows. */
function keysWithUsage(db: Knex) {
  return db('apiKeys').select(
    'apiKeys.id',
    'apiKeys.name',
    'apiKeys.keyPrefix',
    'apiKeys.permissions',
    'apiKeys.rateLimit',
    'apiKeys.status',
    'apiKeys.expiresAt',
    'apiKeys.createdAt',
    db.raw('(SELECT max(last_used_at) FROM api_key_usage WHERE api_key_id = api_keys.id) AS last_used'),
    db.raw(
      '(SELECT coalesce(sum(requests), 0) FROM api_key_usage WHERE api_key_id = api_keys.id) AS requests',
    ),
  );
}

export async function listApiKeys(db: Knex, owner: AuthUser): Promise<ApiKey[]> {
  const rows: ApiKeyRow[] = await keysWithUsage(db)
    .where({ 'apiKeys.userId': owner.id, 'apiKeys.companyId': owner.companyId })
    .orderBy([
      { column: 'apiKeys.createdAt', order: 'desc' },
      { column: 'apiKeys.id', order: 'desc' },
    ]);
  return rows.map(toApiKey);
}

/** Permissions that hand out power over others: a key gets one only after a recent sign-in. */
const POWERFUL_PERMISSIONS: readonly ApiPermission[] = ['admin:all', 'write:vendors'];

/**
 * Whether a new key (`current` absent: measured against a default key) or a change to `current`
 * hands out power: a powerful permission it did not have, or a higher hourly limit.
 */
export function handsOutPower(
  asked: { permissions?: readonly ApiPermission[] | undefined; rateLimit?: number | undefined },
  current: { permissions: readonly ApiPermission[]; rateLimit: number } = {
    permissions: [],
    rateLimit: DEFAULT_KEY_RATE_LIMIT,
  },
): boolean {
  const gained = (asked.permissions ?? []).filter((permission) => !current.permissions.includes(permission));
  return (
    gained.some((permission) => POWERFUL_PERMISSIONS.includes(permission)) ||
    (asked.rateLimit ?? 0) > current.rateLimit
  );
}

/** One of the keys the owner made for the firm they act for, or 404 as if no such key existed. */
export async function ownKey(db: Knex, owner: AuthUser, id: number): Promise<ApiKey> {
  const row: ApiKeyRow | undefined = await keysWithUsage(db)
    .where({ 'apiKeys.id': id, 'apiKeys.userId': owner.id, 'apiKeys.companyId': owner.companyId })
    .first();
  if (!row) throw notFound('API key not found', 'api_key_not_found');
  return toApiKey(row);
}

/**
 * Makes a key: `rx_live_` and 32 random bytes in base62. Only its hash is kept. An account holds
 * at most MAX_ACTIVE_KEYS active keys, counted under its lock so keys asked for at once cannot
 * all pass one count.
 */
export async function createApiKey(
  db: Knex,
  owner: AuthUser,
  body: z.output<typeof createApiKeyBodySchema>,
): Promise<ApiKey> {
  const key = API_KEY_PREFIX + base62.encode(randomBytes(32));
  const id = await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `api-keys:${owner.id}`);
    await requireWithinCap(trx, owner, body.rateLimit);
    const active = await trx('apiKeys')
      .where({ userId: owner.id })
      .whereIn('status', ['active', 'paused'])
      .andWhere((expiry) => expiry.whereNull('expiresAt').orWhere('expiresAt', '>', trx.fn.now()))
      .count({ count: '*' })
      .first();
    if (Number(active?.count) >= MAX_ACTIVE_KEYS) {
      throw new AppError({
        status: 409,
        code: 'too_many_api_keys',
        title: 'Conflict',
        detail: `You have ${MAX_ACTIVE_KEYS} active API keys, the most an account holds: revoke one you no longer use first.`,
      });
    }
    const [created] = await trx('apiKeys')
      .insert({
        userId: owner.id,
        companyId: owner.companyId,
        name: body.name,
        keyPrefix: key.slice(0, SHOWN_CHARACTERS),
        keyHash: hashApiKey(key),
        permissions: body.permissions,
        rateLimit: body.rateLimit,
        expiresAt: body.expiresAt ?? null,
      })
      .returning('id');
    const keyId = (created as { id: number }).id;
    await recordAudit(
      trx,
      owner,
      'api_key.created',
      { type: 'api_key', id: String(keyId) },
      {
        name: body.name,
        permissions: body.permissions,
        rateLimit: body.rateLimit,
      },
    );
    return keyId;
  });
  return { ...(await ownKey(db, owner, id)), key };
}

export async function updateApiKey(
  db: Knex,
  owner: AuthUser,
  id: number,
  changes: z.output<typeof updateApiKeyBodySchema>,
): Promise<ApiKey> {
  await ownKey(db, owner, id);
  await requireWithinCap(db, owner, changes.rateLimit);
  await db.transaction(async (trx) => {
    await trx('apiKeys').where({ id, userId: owner.id }).update(changes);
    await recordAudit(trx, owner, 'api_key.updated', { type: 'api_key', id: String(id) }, changes);
  });
  return ownKey(db, owner, id);
}

/** Revokes every active key of the owner (a password changed), each in the audit trail: their ids. */
export async function revokeEveryApiKey(trx: Knex.Transaction, owner: AuthUser): Promise<number[]> {
  const revoked = (await trx('apiKeys')
    .where({ userId: owner.id, status: 'active' })
    .update({ status: 'revoked', revokedAt: trx.fn.now() })
    .returning('id')) as { id: number }[];
  for (const { id } of revoked) {
    await recordAudit(
      trx,
      owner,
      'api_key.revoked',
      { type: 'api_key', id: String(id) },
      { reason: 'password changed' },
    );
  }
  return revoked.map(({ id }) => id);
}

/**
 * A password reset: every working key of the person stops until they confirm it is theirs
 * (`resumeApiKey`): whoever knew the old password may have made one. Each in the audit trail.
 */
export async function pauseEveryApiKey(trx: Knex.Transaction, userId: string): Promise<void> {
  const paused = (await trx('apiKeys')
    .where({ userId, status: 'active' })
    .update({ status: 'paused', pausedAt: trx.fn.now() })
    .returning('id')) as { id: number }[];
  for (const { id } of paused) {
    await recordAudit(
      trx,
      { id: userId },
      'api_key.paused',
      { type: 'api_key', id: String(id) },
      { reason: 'password reset' },
    );
  }
}

/** The owner confirms a paused key is theirs: it works again. */
export async function resumeApiKey(db: Knex, owner: AuthUser, id: number): Promise<ApiKey> {
  await ownKey(db, owner, id);
  await db.transaction(async (trx) => {
    const resumed = await trx('apiKeys')
      .where({ id, userId: owner.id, status: 'paused' })
      .update({ status: 'active', pausedAt: null });
    if (resumed === 0)
      throw new AppError({
        status: 409,
        code: 'api_key_not_paused',
        title: 'Conflict',
        detail: 'This key is not paused: only a key paused by a password reset is resumed.',
      });
    await recordAudit(trx, owner, 'api_key.resumed', { type: 'api_key', id: String(id) });
  });
  return ownKey(db, owner, id);
}

export async function revokeApiKey(db: Knex, owner: AuthUser, id: number): Promise<void> {
  await ownKey(db, owner, id);
  await db.transaction(async (trx) => {
    const revoked = await trx('apiKeys')
      .where({ id, userId: owner.id })
      .whereIn('status', ['active', 'paused'])
      .update({ status: 'revoked', revokedAt: trx.fn.now(), pausedAt: null });
    if (revoked > 0) await recordAudit(trx, owner, 'api_key.revoked', { type: 'api_key', id: String(id) });
  });
}

/** A person's keys as their data export shows them: names, prefixes, permissions and states, never secrets. */
export function keysOf(db: Knex, userId: string) {
  return db('apiKeys')
    .where({ userId })
    .orderBy('createdAt')
    .select('name', 'keyPrefix', 'permissions', 'status', 'createdAt', 'revokedAt');
}

/** Revokes every key of an account being deleted, paused ones too: none works again. */
export async function revokeKeysOfDeletedAccount(
  trx: Knex.Transaction,
  userId: string,
  now: Date,
): Promise<void> {
  await trx('apiKeys')
    .where({ userId })
    .whereIn('status', ['active', 'paused'])
    .update({ status: 'revoked', revokedAt: now, pausedAt: null });
}
