import type { Knex } from 'knex';
import { productFacts } from '../catalogue/index.ts';

/** A quote as a buyer's firm would accept it: its terms now, its product, and what it is worth. */
export interface QuoteToAccept {
  vendorId: string;
  productId: number;
  quantity: number;
  unitPrice: string;
  /** What its prices are in, and the order's will be. */
  currency: string;
  version: number;
  status: string;
  /** Where the request asked for it: the order's address unless the buyer gives another. */
  destination: string;
  name: string;
  unit: string;
  /** Its unit price times its quantity. */
  worth: string;
}

/** The quote on one of the firm's requests; none when it is no quote on a request of the firm. */
export async function quoteToAccept(
  db: Knex,
  quoteId: number,
  buyerCompanyId: string,
): Promise<QuoteToAccept | undefined> {
  return (await db('quotes')
    .join('rfqs', 'rfqs.id', 'quotes.rfqId')
    .join(productFacts(db), 'products.id', 'quotes.productId')
    .where({ 'quotes.id': quoteId, 'rfqs.buyerId': buyerCompanyId })
    .first(
      'quotes.vendorId',
      'quotes.productId',
      'quotes.quantity',
      'quotes.unitPrice',
      db.raw('quotes.currency::text AS currency'),
      'quotes.version',
      'quotes.status',
      'rfqs.destination',
      'products.name',
      'products.unit',
      db.raw('(quotes.unit_price * quotes.quantity)::text AS worth'),
    )) as QuoteToAccept | undefined;
}
