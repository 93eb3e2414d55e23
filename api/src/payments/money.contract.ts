/**
 * Amounts as PostgreSQL's numeric reads them ("1234.50"), worked in whole cents: never a float;
 * and written for people in one way.
 */

import { formatMoney } from '@rawex/format';

/**
 * An amount as our texts write it (emails, notifications, messages, errors): "$6,390,600.00",
 * "€12.50"; with `code`, as documents print it: "USD 6,390,600.00", "-USD 150.00". The decimal
 * string is formatted as it is, never through a float.
 */
export function moneyText(amount: string, currency: string, display: 'symbol' | 'code' = 'symbol'): string {
  return formatMoney(amount, currency, display);
}

/** "12", "12.5" or "12.50" as "12.50": an amount as written, with its two decimal places. */
export function withCents(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

export function toCents(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Not an amount: "${amount}"`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const whole = cents < 0n ? -cents : cents;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}

export const subtract = (amount: string, less: string): string => fromCents(toCents(amount) - toCents(less));

/**
 * An amount stated in another currency at `rate` (a decimal string, "0.9234"), rounded half up to
 * the cent: what a document says an amount comes to there (its VAT, its total), never money moved.
 */
export function atRate(amount: string, rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const product = toCents(amount) * BigInt(`${whole}${fraction}`);
  const rounded = (2n * (product < 0n ? -product : product) + scale) / (2n * scale);
  return fromCents(product < 0n ? -rounded : rounded);
}
