import countryToCurrency from 'country-to-currency';
import { REFERENCE_CURRENCY } from '@rawex/api/contracts';

/**
 * The currency of the country of the first language a browser prefers that names or implies one
 * (`de-AT` Austria, `pt` Brazil, `hi` India, `en` the United States): what a first visit's
 * estimates are shown in until the visitor chooses. The reference currency when none does.
 */
export function currencyOfLanguages(languages: readonly string[]): string {
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).maximize().region;
    } catch {
      continue; // `*`, or a tag that is no language
    }
    const currency = region && (countryToCurrency as Record<string, string>)[region];
    if (currency) return currency;
  }
  return REFERENCE_CURRENCY;
}
