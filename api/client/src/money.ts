import type { RawexClient, Schemas } from './index.js';

/** What formatting needs of a currency, as `GET /api/currencies` answers it. */
export type CurrencyDecimals = Pick<Schemas['Currency'], 'code' | 'minorUnits'>;

export interface MoneyFormatOptions {
  /** A BCP 47 locale: `en-US` unless told (`de-DE` writes `1.234,50 €`). */
  locale?: string;
  /** How the currency is named: its symbol (`€`) unless told, or its `code` as documents print it. */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
}

/**
 * Writes an amount the API gave (a decimal string beside its `currency`) for a person, to the
 * currency's minor units as the API keeps them: `money('1234.5', 'KWD')` → `KWD 1,234.500`.
 */
export interface MoneyFormat {
  (amount: string, currency: string): string;
  /** The decimals amounts in `currency` have: JPY 0, EUR 2, KWD 3. */
  minorUnitsOf(currency: string): number;
}

/**
 * A money format for the currencies given (the answer of `GET /api/currencies`). Amounts are
 * written exactly as the decimal strings they are, never through a float; a currency not among
 * them is refused rather than guessed at.
 */
export function createMoneyFormat(
  currencies: readonly CurrencyDecimals[],
  { locale = 'en-US', currencyDisplay = 'symbol' }: MoneyFormatOptions = {},
): MoneyFormat {
  const decimals = new Map(currencies.map(({ code, minorUnits }) => [code.trim(), minorUnits]));
  const formats = new Map<string, Intl.NumberFormat>();
  const minorUnitsOf = (currency: string): number => {
    const minorUnits = decimals.get(currency);
    if (minorUnits === undefined)
      throw new RangeError(`${currency} is not a currency the API lists (GET /api/currencies)`);
    return minorUnits;
  };
  const money = (amount: string, currency: string): string => {
    let format = formats.get(currency);
    if (!format) {
      const minorUnits = minorUnitsOf(currency);
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay,
        minimumFractionDigits: minorUnits,
        maximumFractionDigits: minorUnits,
      });
      formats.set(currency, format);
    }
    return format.format(amount as Intl.StringNumericLiteral);
  };
  return Object.assign(money, { minorUnitsOf });
}

/** A money format for every currency the API knows: one call to `GET /api/currencies`. */
export async function fetchMoneyFormat(
  client: RawexClient,
  options?: MoneyFormatOptions,
): Promise<MoneyFormat> {
  const { data } = await client.GET('/api/currencies');
  return createMoneyFormat(data ?? [], options);
}
