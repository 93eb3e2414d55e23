import type { Knex } from 'knex';
import { RESPONSE_RATE_MIN_CONVERSATIONS, type ResponseRate } from './response-rate.contract.ts';

/**
 * A supplier's responsiveness, as a SQL expression over `vendorIdColumn`: of the conversations
 * buyers opened with it in the last 30 days, the share it answered within 24 hours and the median
 * time to its first answer; null below RESPONSE_RATE_MIN_CONVERSATIONS conversations.
 */
export function responseRateSql(db: Knex, vendorIdColumn: string): Knex.Raw {
  return db.raw(
    `(SELECT CASE WHEN count(*) >= ${RESPONSE_RATE_MIN_CONVERSATIONS} THEN json_build_object(
        'conversations', count(*),
        'answeredWithinDay', round(count(*) FILTER (
          WHERE opened.first_reply_at <= opened.created_at + interval '24 hours')::numeric / count(*), 2),
        'medianMinutes', round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (
          ORDER BY opened.first_reply_at - opened.created_at)) / 60))
      END
      FROM conversations opened
      WHERE opened.vendor_id = ${vendorIdColumn} AND opened.created_at > now() - interval '30 days')`,
  );
}

/** The JSON of responseRateSql as the contract has it. */
export function toResponseRate(value: unknown): ResponseRate {
  if (value === null || value === undefined) return null;
  const rate = value as {
    conversations: number;
    answeredWithinDay: number | string;
    medianMinutes: number | null;
  };
  return {
    conversations: Number(rate.conversations),
    answeredWithinDay: Number(rate.answeredWithinDay),
    medianMinutes: rate.medianMinutes === null ? null : Number(rate.medianMinutes),
  };
}
