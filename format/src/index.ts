/**
 * How RawEx writes money, quantities and dates for people, in one way wherever they are read:
 * screens (the kit), emails, notifications, messages, errors and documents (the API). Files and
 * the API's fields keep ISO dates and decimal strings; these are for people.
 */

/**
 * A format made on first use and kept: making one loads locale data and costs as much as many uses
 * of it (on a throttled phone, two date formats made as a page's code loaded took 116 ms), and
 * many pages use none.
 */
const onFirstUse = <Format>(make: () => Format): (() => Format) => {
  let made: Format | undefined;
  return () => (made ??= make());
};

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The currencies ISO 4217 writes with other than two decimals. The runtime's own tables (CLDR)
 * write some two-decimal currencies with none (HUF, IDR, COP, PKR…), which would print an amount
 * kept to the cent rounded to a whole unit: amounts are written to ISO's minor units instead, as
 * the API's currencies table keeps them (a test there holds this list to it).
 */
const MINOR_UNITS_OTHER_THAN_TWO: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XDR: 0,
  XOF: 0,
  XPF: 0,
  XSU: 0,
  XUA: 0,
};

/** The decimals an amount in `currency` is written with (ISO 4217's minor units): JPY 0, EUR 2, KWD 3. */
export function minorUnitsOf(currency: string): number {
  return MINOR_UNITS_OTHER_THAN_TWO[currency] ?? 2;
}

/** Counts and quantities: `60,000`, `2.5`. */
const countFormat = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }));

/**
 * An amount in US English with its currency: "$6,390,600.00", "€12.50"; with `code`, as documents
 * print it: "USD 6,390,600.00", "-USD 150.00". A decimal string is formatted as it is, never
 * through a float.
 */
export function formatMoney(
  amount: string | number,
  currency: string,
  display: 'symbol' | 'code' = 'symbol',
): string {
  const key = `${currency}:${display}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const decimals = minorUnitsOf(currency);
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format.format(typeof amount === 'string' ? (amount as Intl.StringNumericLiteral) : amount);
}

const amountFormat = onFirstUse(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** An amount of no one currency (a limit, a rule's bound): "99,999,999.99". */
export function formatAmount(amount: string | number): string {
  return amountFormat().format(typeof amount === 'string' ? (amount as Intl.StringNumericLiteral) : amount);
}

/** An order's number as people read it: its id, zero-padded to six digits (`000042`). */
export function formatOrderNumber(id: number): string {
  return String(id).padStart(6, '0');
}

/** A count with its noun: `1 product`, `12 products`. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat().format(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A product's unit for more than one: words take their plural (`metric tons`, `barrels`,
 * `boxes`); symbols and abbreviations (`kg`, `m³`, `MWh`, `MMBtu`), livestock's `head` and a
 * unit already plural stay as they are.
 */
function unitForMany(unit: string): string {
  if (unit === 'head' || /^[a-z]{1,2}$/.test(unit) || /[^a-z ]/.test(unit) || unit.endsWith('s')) return unit;
  if (/(x|z|ch|sh)$/.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/.test(unit)) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

/** A quantity in its unit: `1 metric ton`, `60,000 metric tons`, `500 kg`. */
export function formatQuantity(quantity: number, unit: string): string {
  return `${countFormat().format(quantity)} ${quantity === 1 ? unit : unitForMany(unit)}`;
}

// In UTC, the marketplace's one calendar: a page rendered on the server shows the same day the
// buyer's browser does, and an email the same day as the screen, wherever either is.
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A calendar date in US English, in UTC: `Nov 21, 2026`. */
export function formatDate(value: string | Date): string {
  return dateFormat().format(asDate(value));
}

/** A moment in US English, in UTC and saying so: `Nov 21, 2026, 9:30 AM UTC`. */
export function formatDateTime(value: string | Date): string {
  return `${dateTimeFormat().format(asDate(value))} UTC`;
}

export { neutralizeCell, restoreCell } from './spreadsheet-safety.ts';
