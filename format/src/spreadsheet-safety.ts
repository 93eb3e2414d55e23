/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection: = + - @, a tab or a carriage
 * return first) is written with a single quote before it, which spreadsheets show as text; reading
 * a CSV takes that quote off again, so an exported file imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralizeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

export const restoreCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
