// Countries by their ISO 3166-1 codes, without zod: what the storefront's first script needs
// (countries.contract.ts holds their schema).

// The library's browser entry: its Node entry loads every language at run time, which a bundle
// (the storefront's server) cannot follow.
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// English names are read to find a country's code ("Ghana" in a file).
countries.registerLocale(english);

export const COUNTRY_CODE_MESSAGE = 'must be a country’s ISO 3166-1 alpha-2 code, such as GH or NL';

/** True for an assigned ISO 3166-1 alpha-2 code, in capitals. */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

/**
 * A country's short English name: the list's everyday name where it has one ("China", "Russia",
 * "United States"), its official one where the other is an abbreviation or inverted ("United
 * Kingdom", "South Korea"); an unknown code as itself. The list's own names, never the
 * platform's: a page rendered on the server reads the same in every browser.
 */
export function countryName(code: string): string {
  if (!isCountryCode(code)) return code;
  const everyday = countries.getName(code, 'en', { select: 'alias' });
  return everyday && /[a-z]/.test(everyday) && !everyday.includes(',') && !SHARED_ALIASES.has(everyday)
    ? everyday
    : (countries.getName(code, 'en', { select: 'official' }) ?? code);
}

/** Everyday names two countries share (Congo): each is called by its official name instead. */
const SHARED_ALIASES = new Set(
  Object.keys(countries.getAlpha2Codes())
    .map((code) => countries.getName(code, 'en', { select: 'alias' }))
    .filter((name, index, names) => name !== undefined && names.indexOf(name) !== index),
);

/** The code of a country named in English ("Ghana", "Viet Nam"), if the list knows the name. */
export const countryCodeOf = (name: string): string | undefined => countries.getAlpha2Code(name, 'en');

/** Every country as pickers offer it, by name. */
export const COUNTRY_OPTIONS = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
