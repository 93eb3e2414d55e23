/**
 * A PostgreSQL `date` as "YYYY-MM-DD". node-postgres reads one as local midnight (or, with the
 * date parser turned off, as text); either way this gives back the calendar day that was stored.
 */
export const sqlDate = (value: string | Date): string =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
