import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { ApiPermission } from './keys.contract.ts';
import { API_KEY_PREFIX, hashApiKey } from './api-keys.service.ts';
import { AppError } from '../platform/errors/index.ts';
import { actingRole, type AuthUser, type CompanyKind } from '../platform/actor.ts';

/** A request's bearer key: who it acts as, what it may do, and its hourly window. */

export interface KeyAuthentication {
  user: AuthUser;
  apiKeyId: number;
  permissions: ApiPermission[];
  rateLimit: RateLimitState;
}

export interface RateLimitState {
  limit: number;
  /** Requests in this window, this one included. */
  used: number;
  remaining: number;
  /** Seconds until the hourly window resets. */
  resetSeconds: number;
}

const invalidKey = () =>
  new AppError({
    status: 401,
    code: 'invalid_api_key',
    title: 'Unauthorized',
    detail: 'This API key is not valid: it was revoked, has expired, or never existed.',
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });

const pausedKey = () =>
  new AppError({
    status: 401,
    code: 'api_key_paused',
    title: 'Unauthorized',
    detail:
      'This API key is paused: its owner’s password was reset. The owner signs in to RawEx and resumes it under API keys (or makes a new one).',
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });

interface KeyRow {
  key_hash: string;
  id: number;
  permissions: ApiPermission[];
  rate_limit: number;
  user_id: string;
  email: string;
  role: AuthUser['role'];
  email_confirmed: boolean;
  company_id: string;
  company_role: AuthUser['companyRole'];
  kind: CompanyKind;
  /** The window's requests once this statement's are counted. */
  requests: number;
  reset: number;
}

/**
 * Authenticates several keys and adds to each one's hourly window the number of requests that sent
 * it, in one statement. The windows' rows are written in the keys' order, whichever process asks,
 * so two batches never wait on each other's rows.
 */
const USE_API_KEYS = `
  WITH asked AS (SELECT * FROM unnest(?::text[], ?::integer[]) AS asked(key_hash, uses)),
  key AS (
    SELECT asked.key_hash, asked.uses, api_keys.id, api_keys.permissions, api_keys.rate_limit, api_keys.user_id,
           holder.email, holder.role, holder.email_confirmed, api_keys.company_id, member.company_role, member.kind
    FROM asked
    JOIN api_keys ON api_keys.key_hash = asked.key_hash
    CROSS JOIN LATERAL account_access(api_keys.user_id) holder
    CROSS JOIN LATERAL member_standing(api_keys.company_id, api_keys.user_id) member
    WHERE api_keys.status = 'active' AND (api_keys.expires_at IS NULL OR api_keys.expires_at > now())),
  hit AS (
    INSERT INTO api_key_usage (api_key_id, window_start, requests, last_used_at)
    SELECT id, date_trunc('hour', now()), uses, now() FROM key ORDER BY id
    ON CONFLICT (api_key_id, window_start)
      DO UPDATE SET requests = api_key_usage.requests + excluded.requests, last_used_at = now()
    RETURNING api_key_id, requests, ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS reset)
  SELECT key.*, hit.requests, hit.reset FROM key JOIN hit ON hit.api_key_id = key.id`;

/** What a key lets the request that sent it do, its `used`-th in the key's window. */
const authenticationOf = (row: KeyRow, used: number): KeyAuthentication => ({
  user: {
    id: row.user_id,
    email: row.email,
    role: actingRole(row.role, row.kind),
    companyId: row.company_id,
    // A key acts with its maker's role in the firm, whatever that role is now.
    companyRole: row.company_role,
    emailConfirmed: row.email_confirmed,
  },
  apiKeyId: row.id,
  permissions: row.permissions,
  rateLimit: {
    limit: row.rate_limit,
    used,
    remaining: Math.max(0, row.rate_limit - used),
    resetSeconds: Math.max(1, row.reset),
  },
});

/**
 * Each request's authentication, or the error that refuses it, in the order of `hashes`. A key
 * sent by n requests adds n to its window's counter at once, and its requests take the n numbers
 * that ends at, in turn: each is counted exactly, as if counted one by one.
 */
async function useApiKeys(db: Knex, hashes: readonly string[]): Promise<(KeyAuthentication | Error)[]> {
  const uses = new Map<string, number>();
  for (const hash of hashes) uses.set(hash, (uses.get(hash) ?? 0) + 1);
  const { rows } = (await db
    .raw(USE_API_KEYS, [[...uses.keys()], [...uses.values()]])
    // A named statement is parsed and planned once per connection (pg; PGlite ignores the name).
    .options({ name: 'use_api_keys' })) as { rows: KeyRow[] };
  const found = new Map(rows.map((row) => [row.key_hash, row]));
  const missing = [...uses.keys()].filter((hash) => !found.has(hash));
  const paused = new Set(
    missing.length === 0
      ? []
      : (
          (await db('apiKeys').whereIn('keyHash', missing).where({ status: 'paused' }).select('keyHash')) as {
            keyHash: string;
          }[]
        ).map((row) => row.keyHash),
  );
  const answered = new Map<string, number>();
  return hashes.map((hash) => {
    const row = found.get(hash);
    if (!row) return paused.has(hash) ? pausedKey() : invalidKey();
    const before = answered.get(hash) ?? 0;
    answered.set(hash, before + 1);
    return authenticationOf(row, row.requests - uses.get(hash)! + before + 1);
  });
}

/** The keys asked for in one turn of a server's event loop, by database: they go in one statement. */
const KEYS_ASKED = new WeakMap<Knex, DataLoader<string, KeyAuthentication>>();

/**
 * Authenticates a bearer key and counts the request against its hourly window. The counter lives
 * in PostgreSQL (an unlogged table), so every API process shares it; the same row keeps the key's
 * usage metrics. The requests a busy server reads at once are authenticated together: a round
 * trip to the database costs more than the statement, and each request still counts once.
 */
export async function useApiKey(db: Knex, key: string): Promise<KeyAuthentication> {
  if (!key.startsWith(API_KEY_PREFIX)) throw invalidKey();
  let asked = KEYS_ASKED.get(db);
  if (!asked) {
    asked = new DataLoader<string, KeyAuthentication>((hashes) => useApiKeys(db, hashes), {
      // Every request counts: none is answered from an earlier one's lookup.
      cache: false,
      // After the event loop has read what arrived, not within the current job only.
      batchScheduleFn: (callback) => setImmediate(callback),
    });
    KEYS_ASKED.set(db, asked);
  }
  return asked.load(hashApiKey(key));
}
