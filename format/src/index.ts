/**
 * How RawEx writes money, quantities and dates for people, in one way wherever they are read:
 * screens (the kit), emails, notifications, messages, errors and documents (the API). Files and
 * the API's fields keep ISO dates and decimal strings; these are for people.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

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
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: display });
    moneyFormats.set(key, format);
  }
  return format.format(typeof amount === 'string' ? (amount as Intl.StringNumericLiteral) : amount);
}

/** A count with its noun: `1 product`, `12 products`. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
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
  return `${quantity.toLocaleString('en-US')} ${quantity === 1 ? unit : unitForMany(unit)}`;
}

// In UTC, the marketplace's one calendar: a page rendered on the server shows the same day the
// buyer's browser does, and an email the same day as the screen, wherever either is.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A calendar date in US English, in UTC: `Nov 21, 2026`. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(asDate(value));
}

/** A moment in US English, in UTC and saying so: `Nov 21, 2026, 9:30 AM UTC`. */
export function formatDateTime(value: string | Date): string {
  return `${dateTimeFormat.format(asDate(value))} UTC`;
}
