import type { Knex } from 'knex';
import { RESPONSE_RATE_MIN_CONVERSATIONS, type ResponseRate } from './response-rate.contract.ts';

/**
 * A supplier's responsiveness over `vendorIdColumn`, as a SQL expression: trade's `response_rate`,
 * null below RESPONSE_RATE_MIN_CONVERSATIONS conversations in the last 30 days.
 */
export function responseRateSql(db: Knex, vendorIdColumn: string): Knex.Raw {
  return db.raw('response_rate(??, ?)', [vendorIdColumn, RESPONSE_RATE_MIN_CONVERSATIONS]);
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
