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

/**
 * Authenticates a bearer key and counts the request against its hourly window, in one
 * query. The counter lives in PostgreSQL (an unlogged table), so every API process shares
 * it; the same row keeps the key's usage metrics.
 */
export async function useApiKey(db: Knex, key: string): Promise<KeyAuthentication> {
  if (!key.startsWith(API_KEY_PREFIX)) throw invalidKey();
  const result = await db
    .raw(
      `WITH key AS (
         SELECT api_keys.id, api_keys.permissions, api_keys.rate_limit, api_keys.user_id, holder.email, holder.role,
                holder.email_confirmed, api_keys.company_id, member.company_role, member.kind
         FROM api_keys
         CROSS JOIN LATERAL account_access(api_keys.user_id) holder
         CROSS JOIN LATERAL member_standing(api_keys.company_id, api_keys.user_id) member
         WHERE api_keys.key_hash = ? AND api_keys.status = 'active'
           AND (api_keys.expires_at IS NULL OR api_keys.expires_at > now())),
       hit AS (
         INSERT INTO api_key_usage (api_key_id, window_start, requests, last_used_at)
         SELECT id, date_trunc('hour', now()), 1, now() FROM key
         ON CONFLICT (api_key_id, window_start)
           DO UPDATE SET requests = api_key_usage.requests + 1, last_used_at = now()
         RETURNING requests, ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS reset)
       SELECT key.*, hit.requests, hit.reset FROM key, hit`,
      [hashApiKey(key)],
    )
    // A named statement is parsed and planned once per connection (pg; PGlite ignores the name).
    .options({ name: 'use_api_key' });
  const row = result.rows[0] as
    | {
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
        requests: number;
        reset: number;
      }
    | undefined;
  if (!row) {
    const paused = await db('apiKeys')
      .where({ keyHash: hashApiKey(key), status: 'paused' })
      .first('id');
    throw paused ? pausedKey() : invalidKey();
  }
  return {
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
      used: row.requests,
      remaining: Math.max(0, row.rate_limit - row.requests),
      resetSeconds: Math.max(1, row.reset),
    },
  };
}
