import type { Product } from '@rawex/api/contracts';
import { INCOTERM_CODES, type Incoterm } from '@rawex/api/contracts/trade-values';

type Requested = Pick<Product, 'categoryId' | 'unit' | 'name' | 'minimumOrder' | 'incoterms'>;

/**
 * Where "Request Quote" on a product leads: a new request for it, started from its category,
 * unit, minimum order and the first Incoterm its supplier offers.
 */
export function newRequestFor(product: Requested): string {
  const terms = new URLSearchParams({
    categoryId: String(product.categoryId),
    title: product.name,
    quantity: String(product.minimumOrder),
    unit: product.unit,
  });
  const [incoterm] = product.incoterms;
  if (incoterm) terms.set('incoterm', incoterm);
  return `/rfqs/new?${terms}`;
}

/** What a new request starts from, as its address gives it (a rule that is not one is left out). */
export function requestStart(params: URLSearchParams) {
  const incoterm = params.get('incoterm');
  return {
    title: params.get('title') ?? '',
    categoryId: params.get('categoryId') ?? '',
    quantity: params.get('quantity') ?? '',
    unit: params.get('unit') ?? 'kg',
    incoterm: INCOTERM_CODES.find((code): code is Incoterm => code === incoterm) ?? 'CIF',
  };
}
