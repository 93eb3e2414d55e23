// What an owner's keys asked of the API: per hour over the last day, and each key this hour.
import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { keyStatusOf, type ApiKeyRow } from './api-keys.service.ts';
import type { KeyUsage } from './metrics.contract.ts';

/** Requests made with the owner's keys per hour over the last 24 hours, and each key's this hour. */
export async function keyUsage(db: Knex, owner: AuthUser): Promise<KeyUsage> {
  const { rows: hours } = (await db.raw(
    `SELECT to_char(h.hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') AS "hour",
            coalesce(sum(u.requests), 0) AS "requests"
     FROM generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()), interval '1 hour') AS h(hour)
     LEFT JOIN api_keys k ON k.user_id = ?
     LEFT JOIN api_key_usage u ON u.api_key_id = k.id AND u.window_start = h.hour
     GROUP BY h.hour ORDER BY h.hour`,
    [owner.id],
  )) as { rows: { hour: string; requests: string | number }[] };
  const keys: (Pick<ApiKeyRow, 'id' | 'name' | 'status' | 'expiresAt' | 'rateLimit'> & {
    requestsThisHour: string | number;
  })[] = await db('apiKeys')
    .select(
      'apiKeys.id',
      'apiKeys.name',
      'apiKeys.status',
      'apiKeys.expiresAt',
      'apiKeys.rateLimit',
      db.raw(
        `coalesce((SELECT requests FROM api_key_usage WHERE api_key_id = api_keys.id AND window_start = date_trunc('hour', now())), 0) AS requests_this_hour`,
      ),
    )
    .where('apiKeys.userId', owner.id)
    .orderBy('apiKeys.id');
  return {
    hours: hours.map((row) => ({ hour: row.hour, requests: Number(row.requests) })),
    keys: keys.map((row) => ({
      id: row.id,
      name: row.name,
      status: keyStatusOf(row),
      rateLimit: row.rateLimit,
      requestsThisHour: Number(row.requestsThisHour),
    })),
  };
}
