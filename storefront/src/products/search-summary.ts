import type { Category } from '@rawex/api/contracts';
import { countryName } from '@rawex/api/contracts/country-values';
import { REFERENCE_CURRENCY } from '@rawex/api/contracts';
import { formatPrice } from '@rawex/ui-kit';

/**
 * What a catalogue query (as a saved search keeps it: the product list's parameters) narrows by,
 * in a trader's words: “cocoa beans” · Cocoa · Ghana, Côte d’Ivoire · Fairtrade · up to $3.50.
 */
export function searchSummary(
  query: string,
  categories: readonly Category[] | undefined,
  certificationNames: ReadonlyMap<string, string>,
): string[] {
  const params = new URLSearchParams(query);
  const list = (name: string) => params.get(name)?.split(',').filter(Boolean) ?? [];
  const range = (low: string | null, high: string | null, show: (value: string) => string, label: string) => {
    if (low && high) return [`${label} ${show(low)}–${show(high)}`];
    if (low) return [`${label} from ${show(low)}`];
    if (high) return [`${label} up to ${show(high)}`];
    return [];
  };
  const category = params.get('category');
  const categoryId = params.get('categoryId');
  return [
    ...(params.get('search') ? [`“${params.get('search')}”`] : []),
    ...(category || categoryId
      ? [
          categories?.find((candidate) => candidate.slug === category || String(candidate.id) === categoryId)
            ?.name ??
            category ??
            'A category',
        ]
      : []),
    ...(list('originCountry').length > 0 ? [list('originCountry').map(countryName).join(', ')] : []),
    ...(list('certifications').length > 0
      ? [
          list('certifications')
            .map((code) => certificationNames.get(code) ?? code)
            .join(', '),
        ]
      : []),
    ...(list('incoterms').length > 0 ? [list('incoterms').join(', ')] : []),
    ...(params.getAll('grade').length > 0 ? [`Grade ${params.getAll('grade').join(', ')}`] : []),
    ...range(
      params.get('minPrice'),
      params.get('maxPrice'),
      (value) => formatPrice(value, params.get('priceCurrency') ?? REFERENCE_CURRENCY),
      'Price',
    ),
    ...range(params.get('minPurity'), params.get('maxPurity'), (value) => `${value}%`, 'Purity'),
    ...range(params.get('minLeadTime'), params.get('maxLeadTime'), (value) => `${value} days`, 'Lead time'),
    ...(params.get('verified') === 'true' ? ['Verified suppliers'] : []),
    ...(params.get('vendorId') ? ['One supplier'] : []),
  ];
}
