import { checkVAT, countries as vatCountries } from 'jsvat';
import { invalidField } from '../platform/errors/index.ts';

/**
 * A firm's tax id as stored: an EU (or other European) VAT number is checked — its country
 * prefix, its length and its check digits — by jsvat and kept with its prefix; one given without
 * a prefix by a firm in such a country is read as that country's. Any other tax id is kept as
 * given (letters and digits).
 */
export function checkedTaxId(taxId: string, country: string | null): string {
  const prefixed = /^[A-Z]{2}/.test(taxId) ? taxId : `${country === 'GR' ? 'EL' : (country ?? '')}${taxId}`;
  const result = checkVAT(prefixed, vatCountries);
  if (!result.isSupportedCountry) return taxId;
  if (!result.isValid) {
    throw invalidField(
      'taxId',
      `is not a valid ${result.country?.name ?? ''} VAT number: check its digits (${prefixed} does not pass the check)`,
    );
  }
  return result.value ?? prefixed;
}
