import { z } from 'zod';
import { COUNTRY_CODE_MESSAGE, countryCodeOf, isCountryCode } from './country-values.contract.ts';

export * from './country-values.contract.ts';

/**
 * A country as a person gives it — its code in any case (" gh ") or its English name ("Ghana") —
 * as its code in capitals, checked against the list.
 */
export const countryCodeSchema = z
  .string({ error: COUNTRY_CODE_MESSAGE })
  .trim()
  .transform((given) => (given.length > 2 ? (countryCodeOf(given) ?? given) : given.toUpperCase()))
  .refine(isCountryCode, COUNTRY_CODE_MESSAGE);
