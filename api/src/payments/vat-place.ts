import type { Knex } from 'knex';
import { rateOn } from '../currencies/index.ts';
import { atRate } from './money.contract.ts';
import type { DocumentContent, VatCurrency } from './order-documents.contract.ts';
import { printedMoney } from './pdf-blocks.ts';

/** The member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** The member states outside the euro area and the currency each keeps its VAT in; the rest keep euros. */
const NATIONAL_VAT_CURRENCIES: Readonly<Record<string, string>> = {
  CZ: 'CZK',
  DK: 'DKK',
  HU: 'HUF',
  PL: 'PLN',
  RO: 'RON',
  SE: 'SEK',
};

type Parties = Pick<DocumentContent, 'seller' | 'buyer'>;

/** The VAT an order's document states: none, each category (`vatCategory`) saying why. */
export const ORDER_DOCUMENT_VAT = '0.00';

/**
 * The VAT category of a sale between two firms (EN 16931, UNCL5305): an intra-community supply
 * between two EU countries (K, reverse charge), an export out of the EU (G), or, within one
 * country or where a country is unknown, outside the scope of these documents (O): RawEx's
 * orders carry no VAT amounts, so the seller accounts for domestic VAT itself.
 */
export function vatCategory({ seller, buyer }: Parties): { id: string; reason: string } {
  if (seller.country && buyer.country && seller.country !== buyer.country) {
    if (EU_COUNTRIES.has(seller.country) && EU_COUNTRIES.has(buyer.country))
      return { id: 'K', reason: 'Intra-community supply' };
    if (EU_COUNTRIES.has(seller.country)) return { id: 'G', reason: 'Export outside the EU' };
  }
  return { id: 'O', reason: 'Not subject to VAT on this document' };
}

/**
 * The currency an EU sale's VAT is accounted in (VAT Directive, article 230): the buyer's member
 * state's for an intra-community supply, taxed where it arrives; the seller's for an export or a
 * sale within its own country. None for a seller outside the EU.
 */
export function vatCurrencyOf({ seller, buyer }: Parties): string | undefined {
  if (!seller.country || !EU_COUNTRIES.has(seller.country)) return undefined;
  return memberStateCurrency(vatCategory({ seller, buyer }).id === 'K' ? buyer.country! : seller.country);
}

/** The currency a member state keeps its VAT in; none for a country outside the EU. */
export function memberStateCurrency(country: string | null): string | undefined {
  if (!country || !EU_COUNTRIES.has(country)) return undefined;
  return NATIONAL_VAT_CURRENCIES[country] ?? 'EUR';
}

/**
 * What a document keeps of the currency its VAT is accounted in, when that is not its own: the
 * currency and the reference rate of the tax point, the day of issue (the latest kept on or before
 * it; none kept: a null rate). Null for a document in its VAT's currency, or outside the EU's VAT.
 */
export async function keptVatCurrency(
  db: Knex,
  currency: string,
  vatCurrency: string | undefined,
  issuedAt: Date,
): Promise<VatCurrency | null> {
  if (!vatCurrency || vatCurrency === currency) return null;
  const kept = await rateOn(db, currency, vatCurrency, issuedAt.toISOString().slice(0, 10));
  return {
    currency: vatCurrency,
    rate: kept?.rate ?? null,
    rateDate: kept?.rateDate ?? null,
    source: kept?.source ?? null,
  };
}

/**
 * What a document in another currency than its VAT's prints of it: the rate it kept at issue, and
 * its total and VAT at that rate; or that no rate was kept by then. Nothing for the others.
 */
export function vatCurrencyLines(
  vatCurrency: VatCurrency | null | undefined,
  document: { currency: string; total: string; vat: string; issuedAt: string },
): string[] {
  if (!vatCurrency) return [];
  const { rate, rateDate, source } = vatCurrency;
  const there = (amount: string) => printedMoney(vatCurrency.currency, atRate(amount, rate!));
  return rate
    ? [
        `VAT is accounted in ${vatCurrency.currency}: ${document.currency} 1 = ${vatCurrency.currency} ${rate}, the ${source ?? ''} reference rate of ${rateDate}.`,
        `Total at that rate: ${there(document.total)}; VAT: ${there(document.vat)}.`,
      ]
    : [
        `VAT is accounted in ${vatCurrency.currency}; no reference rate from ${document.currency} was kept on or before ${document.issuedAt.slice(0, 10)}, so no amount in it is stated.`,
      ];
}
