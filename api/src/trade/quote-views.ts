import type { Knex } from 'knex';
import type { PaymentPlan } from '../payments/payment-plans.contract.ts';
import type { Quote, SupplierQuote } from './rfqs.contract.ts';
import { responseRateSql, firmProfiles, toResponseRate } from '../accounts/index.ts';
import { productFacts } from '../catalogue/index.ts';

interface VersionRow {
  version: number;
  unitPrice: string;
  currency: string;
  quantity: number;
  totalPrice: string;
  validUntil: string;
  leadTimeDays: number;
  incoterm: Quote['incoterm'];
  incotermPlace: string;
  incotermPlaceCode: string | null;
  paymentPlan: PaymentPlan | null;
  notes: string | null;
  createdAt: string;
}

interface QuoteRow extends Omit<VersionRow, 'validUntil' | 'createdAt'> {
  id: number;
  rfqId: number;
  status: Quote['status'];
  validUntil: Date;
  createdAt: Date;
  updatedAt: Date;
  orderId: number | null;
  vendor: Omit<Quote['vendor'], 'responseRate' | 'rating'> & { rating: string | null };
  responseRate: unknown;
  product: Quote['product'];
  history: VersionRow[];
  rfq?: SupplierQuote['rfq'];
}

/** Quotes with their supplier (rating, Verified, response rate), product and every version. */
export function quotesWithDetails(db: Knex) {
  return db('quotes')
    .join(firmProfiles(db), 'vendor.id', 'quotes.vendorId')
    .join(productFacts(db, 'product'), 'product.id', 'quotes.productId')
    .select(
      'quotes.id',
      'quotes.rfqId',
      'quotes.status',
      'quotes.version',
      db.raw('quotes.unit_price::text AS unit_price'),
      db.raw('quotes.currency::text AS currency'),
      'quotes.quantity',
      db.raw('(quotes.unit_price * quotes.quantity)::numeric(20, 2)::text AS total_price'),
      'quotes.validUntil',
      'quotes.leadTimeDays',
      'quotes.incoterm',
      'quotes.incotermPlace',
      'quotes.incotermPlaceCode',
      'quotes.paymentPlan',
      'quotes.notes',
      'quotes.orderId',
      'quotes.createdAt',
      'quotes.updatedAt',
      db.raw(`json_build_object(
        'id', vendor.id,
        'name', company_name(vendor.id),
        'location', vendor.location, 'isVerified', vendor.is_verified,
        'rating', vendor.rating, 'reviewCount', vendor.review_count) AS vendor`),
      db.raw('? AS response_rate', [responseRateSql(db, 'vendor.id')]),
      db.raw(`json_build_object('id', product.id, 'name', product.name, 'unit', product.unit,
        'images', product.images) AS product`),
      db.raw(`(SELECT json_agg(json_build_object(
          'version', v.version, 'unitPrice', v.unit_price::text, 'currency', v.currency, 'quantity', v.quantity,
          'totalPrice', (v.unit_price * v.quantity)::numeric(20, 2)::text, 'validUntil', v.valid_until,
          'leadTimeDays', v.lead_time_days, 'incoterm', v.incoterm, 'incotermPlace', v.incoterm_place,
          'incotermPlaceCode', v.incoterm_place_code, 'paymentPlan', v.payment_plan,
          'notes', v.notes, 'createdAt', v.created_at) ORDER BY v.version)
        FROM quote_versions v WHERE v.quote_id = quotes.id) AS history`),
    );
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    rfqId: row.rfqId,
    status: row.status,
    version: row.version,
    unitPrice: row.unitPrice,
    currency: row.currency,
    quantity: row.quantity,
    totalPrice: row.totalPrice,
    validUntil: iso(row.validUntil),
    leadTimeDays: row.leadTimeDays,
    incoterm: row.incoterm,
    incotermPlace: row.incotermPlace,
    incotermPlaceCode: row.incotermPlaceCode,
    paymentPlan: row.paymentPlan,
    notes: row.notes,
    vendor: {
      ...row.vendor,
      rating: row.vendor.rating === null ? null : Number(row.vendor.rating),
      responseRate: toResponseRate(row.responseRate),
    },
    product: row.product,
    orderId: row.orderId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    history: (row.history ?? []).map((version) => ({
      ...version,
      validUntil: iso(version.validUntil),
      createdAt: iso(version.createdAt),
    })),
  };
}

/** The quotes `filter` picks, oldest first. */
export async function quotesOf(db: Knex, filter: (builder: Knex.QueryBuilder) => void): Promise<Quote[]> {
  const rows: QuoteRow[] = await quotesWithDetails(db).modify(filter).orderBy('quotes.id');
  return rows.map(toQuote);
}

export async function vendorQuotesOf(
  db: Knex,
  filter: (builder: Knex.QueryBuilder) => void,
): Promise<SupplierQuote[]> {
  const rows: QuoteRow[] = await quotesWithDetails(db)
    .join('rfqs', 'rfqs.id', 'quotes.rfqId')
    .select(db.raw(`json_build_object('id', rfqs.id, 'title', rfqs.title, 'status', rfqs.status) AS rfq`))
    .modify(filter);
  return rows.map((row) => ({ ...toQuote(row), rfq: row.rfq! }));
}
