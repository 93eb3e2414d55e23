import * as people from '@rawex/format';

// The kit writes money, quantities and dates as the API's emails and documents do: @rawex/format
// holds the one way (bundled into the kit's build; declared here so its types stand alone).

/**
 * An amount in US English with its currency, always named (an amount's currency travels with it):
 * `$1,234.56`, `€1,234.56`, `¥162,080`. Takes the API's decimal strings as they come, and formats
 * them exactly, never through a float.
 */
export function formatPrice(amount: string | number, currency: string): string {
  return people.formatMoney(amount, currency);
}

/** The decimals an amount in `currency` is written with (ISO 4217's minor units): JPY 0, EUR 2, KWD 3. */
export const minorUnitsOf: (currency: string) => number = people.minorUnitsOf;

/** An amount in another currency, worked out by whoever shows it, with the rate it used. */
export interface MoneyEstimate {
  /** A decimal string in `currency`'s minor units. */
  amount: string;
  currency: string;
  /** The day of the rate (YYYY-MM-DD). */
  rateDate: string;
  /** Who published the rate: `ECB`. */
  source: string;
}

/** An estimate as the kit writes it: "≈ €1,140.20 at the ECB rate of Dec 3, 2026". */
export function formatEstimate({ amount, currency, rateDate, source }: MoneyEstimate): string {
  return `≈ ${formatPrice(amount, currency)} at the ${source} rate of ${formatDate(rateDate)}`;
}

/** The per-unit label after a price: `per kg`, `per metric ton`. */
export function perUnitLabel(unit: string): string {
  return `per ${unit}`;
}

/** A price with its unit: `$1,234.56 / kg`. */
export function formatUnitPrice(amount: string | number, currency: string, unit: string): string {
  return `${formatPrice(amount, currency)} / ${unit}`;
}

/** An order's number, zero-padded to six digits: `000042`. */
export const formatOrderNumber: (id: number) => string = people.formatOrderNumber;

/** Large figures in short: `1.2B`, `3.4M`, `5.6K`, else two decimals. */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  if (size > 1e9) return `${(value / 1e9).toFixed(1)}B`;
  if (size > 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (size > 1e3) return `${(value / 1e3).toFixed(1)}K`;
  return value.toFixed(2);
}

/** A moment in US English, in UTC and saying so: `Nov 21, 2026, 9:30 AM UTC`. */
export const formatDateTime: (value: string | Date) => string = people.formatDateTime;

/** A calendar date in US English, in UTC: `Nov 21, 2026`. */
export const formatDate: (value: string | Date) => string = people.formatDate;

/** Units a specification's key may end in (`leadTimeDays`), written after it: `Lead time (days)`. */
const KEY_UNITS: Record<string, string> = {
  days: 'days',
  hours: 'hours',
  kg: 'kg',
  percent: '%',
  pct: '%',
  mm: 'mm',
  usd: 'USD',
};

/**
 * A specification's key as a label: `leadTimeDays` → `Lead time (days)`, `moisture_percent` →
 * `Moisture (%)`; a key already in words (`Moisture content`) stays as written.
 */
export function specificationLabel(key: string): string {
  if (/\s/.test(key.trim())) return key.trim();
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const unit = words.length > 1 ? KEY_UNITS[words.at(-1) as string] : undefined;
  const text = (unit ? words.slice(0, -1) : words).join(' ');
  const label = text.charAt(0).toUpperCase() + text.slice(1);
  return unit ? `${label} (${unit})` : label;
}

/** A count with its noun: `1 product`, `12 products`. */
export const pluralize: (count: number, singular: string, plural?: string) => string = people.pluralize;

/** A quantity in its unit: `1 metric ton`, `60,000 metric tons`, `500 kg`. */
export const formatQuantity: (quantity: number, unit: string) => string = people.formatQuantity;

const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

/** A line's total, price × quantity, as a decimal string; computed in whole cents, never in float dollars. */
export function lineTotal(price: string, quantity: number): string {
  return ((toCents(price) * quantity) / 100).toFixed(2);
}

/** The sum of decimal amounts, in whole cents, as a decimal string. */
export function sumAmounts(amounts: readonly string[]): string {
  return (amounts.reduce((total, amount) => total + toCents(amount), 0) / 100).toFixed(2);
}

/** An amount with the currency it is in. */
export interface Amount {
  amount: string;
  currency: string;
}

/** Amounts summed per currency, never across: one total per currency, in order of first appearance. */
export function sumByCurrency(amounts: readonly Amount[]): Amount[] {
  const byCurrency = new Map<string, string[]>();
  for (const { amount, currency } of amounts)
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), amount]);
  return [...byCurrency].map(([currency, kept]) => ({ currency, amount: sumAmounts(kept) }));
}

/** Totals in several currencies, side by side: `€1,200.00 + $3,400.00`. */
export function formatAmounts(amounts: readonly Amount[]): string {
  return amounts.map(({ amount, currency }) => formatPrice(amount, currency)).join(' + ');
}

/** How long until `until`, roughly: `3 days left`, `5 hours left`, `40 minutes left`, or `Ended`. */
export function formatTimeLeft(until: string | Date, now: Date = new Date()): string {
  const minutes = Math.floor((new Date(until).getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Ended';
  if (minutes < 60) return `${pluralize(minutes, 'minute')} left`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${pluralize(hours, 'hour')} left`;
  return `${pluralize(Math.floor(hours / 24), 'day')} left`;
}

/** A span of minutes as people say it: `35 min`, `4 h`, `2 days`. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return pluralize(Math.round(minutes / 1440), 'day');
}
