import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { recordEvent } from '../notifications/index.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import type {
  CreateQuoteBody,
  Quote,
  QuoteListQuery,
  ReviseQuoteBody,
  SupplierQuote,
} from './rfqs.contract.ts';
import { placeRequired } from './incoterm-places.contract.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { Quote as QuoteRecord } from './quote.model.ts';
import { quotesOf, vendorQuotesOf } from './quote-views.ts';
import { Rfq as RfqRecord } from './rfq.model.ts';
import { rfqClosed, rfqNotFound } from './rfqs.service.ts';
import { INCOTERM_RULES, RFQ_LIMITS, type Incoterm, type QuoteStatus } from './trade-values.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';
import { productFacts } from '../catalogue/index.ts';
import { findVendor } from '../accounts/index.ts';
import { paidIn } from '../payments/index.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';

export const quoteNotFound = () => notFound('Quote not found.', 'quote_not_found');

/** A quote whose state forbids the move: 409 with the state it is in. */
export const quoteDecided = (status: QuoteStatus, action: string) =>
  new AppError({
    status: 409,
    code: 'quote_not_open',
    title: 'Conflict',
    detail: `This quote is ${status.replace('_', ' ')}: it cannot be ${action}.`,
    extensions: { state: status },
  });

/** A rule at its named place, as kept. */
interface AgreedPlace {
  incoterm: Incoterm;
  incotermPlace: string;
  incotermPlaceCode: string | null;
}

/**
 * The named place a quote is on: the one it gives, else one agreed already (the quote's own on a
 * revision, else its request's) on a rule naming the same kind of place: CFR and CIF both name the
 * port of destination, FOB and FAS the port of shipment. Otherwise the quote names its own.
 */
function quotedPlace(body: ReviseQuoteBody, agreed: readonly AgreedPlace[]): AgreedPlace {
  if (body.incotermPlace !== undefined) {
    return {
      incoterm: body.incoterm,
      incotermPlace: body.incotermPlace,
      incotermPlaceCode: body.incotermPlaceCode ?? null,
    };
  }
  const kind = INCOTERM_RULES[body.incoterm].namedPlace;
  const same = agreed.find((place) => INCOTERM_RULES[place.incoterm].namedPlace === kind);
  if (!same) throw invalidField('incotermPlace', placeRequired(body.incoterm));
  return {
    incoterm: body.incoterm,
    incotermPlace: same.incotermPlace,
    incotermPlaceCode: body.incotermPlaceCode ?? same.incotermPlaceCode,
  };
}

const versionFields = (body: ReviseQuoteBody, currency: string, place: AgreedPlace) => ({
  unitPrice: body.unitPrice,
  currency,
  quantity: body.quantity,
  validUntil: body.validUntil,
  leadTimeDays: body.leadTimeDays,
  ...place,
  paymentPlan: body.paymentPlan ? JSON.stringify(body.paymentPlan) : null,
  notes: body.notes ?? null,
});

/**
 * A quote in a currency is paid in it: one other than the firm's own needs the firm's bank
 * account in it first.
 */
async function checkPaidIn(trx: Knex.Transaction, vendor: AuthUser, currency: string): Promise<void> {
  await checkTradeCurrencies(trx, 'currency', [currency]);
  if (!(await paidIn(trx, vendor.companyId, currency))) {
    throw invalidField(
      'currency',
      `is ${currency}, and your firm has no bank account in it to be paid into: record one at /company, or quote in a currency you are paid in`,
    );
  }
}

function checkValidity(body: ReviseQuoteBody): void {
  if (new Date(body.validUntil).getTime() <= Date.now())
    throw invalidField('validUntil', 'must be in the future');
}

async function oneQuote(db: Knex, id: number): Promise<Quote> {
  const [quote] = await quotesOf(db, (builder) => builder.where('quotes.id', id));
  if (!quote) throw quoteNotFound();
  return quote;
}

/** What a quote's writers read of its request, under the lock. */
const LOCKED_RFQ_COLUMNS = [
  'id',
  'buyerId',
  'vendorId',
  'status',
  'expiresAt',
  'maxQuotes',
  'destination',
  'incoterm',
  'incotermPlace',
  'incotermPlaceCode',
] as const;
type LockedRfq = Pick<RfqRecord, (typeof LOCKED_RFQ_COLUMNS)[number]>;

/** The request a supplier may quote, locked so that quotes are counted one at a time. */
async function rfqToQuote(trx: Knex.Transaction, vendor: AuthUser, rfqId: number): Promise<LockedRfq> {
  const rfq = await RfqRecord.query(trx).findById(rfqId).forUpdate().select(LOCKED_RFQ_COLUMNS);
  if (!rfq || (rfq.vendorId !== null && rfq.vendorId !== vendor.companyId)) throw rfqNotFound();
  checkTakingQuotes(rfq);
  return rfq;
}

/**
 * A request still taking quotes and decisions, read under its lock: open, and not past its
 * closing time even where the minute's expiry job has not closed it yet.
 */
export function checkTakingQuotes(rfq: LockedRfq): void {
  if (rfq.status !== 'open') throw rfqClosed(rfq.status);
  if (rfq.expiresAt.getTime() <= Date.now()) throw rfqClosed('past_expiry');
}

/** A verified supplier answers a request with a quote on one of its listed products. */
export async function submitQuote(
  db: Knex,
  vendor: AuthUser,
  rfqId: number,
  body: CreateQuoteBody,
): Promise<Quote> {
  if (!(await findVendor(db, vendor.companyId))?.isVerified) {
    throw new AppError({
      status: 403,
      code: 'supplier_not_verified',
      title: 'Forbidden',
      detail:
        'Only suppliers verified by RawEx may quote. Confirm your email address and ask us to verify you.',
    });
  }
  // Read back inside the transaction: a quote its buyer could not read is never committed.
  return db.transaction(async (trx) => {
    const rfq = await rfqToQuote(trx, vendor, rfqId);
    checkValidity(body);
    const product = (await trx
      .from(productFacts(trx))
      .where({ id: body.productId, vendorId: vendor.companyId, isActive: true })
      .first('id', 'currency')) as { id: number; currency: string } | undefined;
    if (!product) throw invalidField('productId', 'must be one of your products on sale');
    const currency = body.currency ?? product.currency;
    if (body.currency) await checkPaidIn(trx, vendor, body.currency);
    const fields = versionFields(body, currency, quotedPlace(body, [rfq]));
    const live = await trx('quotes')
      .where({ rfqId, vendorId: vendor.companyId, status: 'submitted' })
      .first('id');
    if (live) {
      throw new AppError({
        status: 409,
        code: 'quote_exists',
        title: 'Conflict',
        detail: 'You already have a quote on this request: revise it instead.',
        extensions: { quoteId: live.id },
      });
    }
    const counted = await trx('quotes')
      .where({ rfqId })
      .whereNot({ status: 'withdrawn' })
      .count({ total: '*' })
      .first();
    if (Number(counted?.total ?? 0) >= rfq.maxQuotes) throw rfqClosed('full');
    const [quote] = await trx('quotes')
      .insert({
        rfqId,
        vendorId: vendor.companyId,
        productId: body.productId,
        ...fields,
      })
      .returning('id');
    await trx('quoteVersions').insert({ quoteId: quote.id, version: 1, ...fields });
    await recordEvent(trx, 'quote.submitted', { quoteId: quote.id, version: 1 });
    return oneQuote(trx, quote.id as number);
  });
}

const HOUR_MS = 60 * 60 * 1000;

/** A quote revised too often in the last hour (each revision tells its buyer): 429 until one ages out. */
async function checkRevisionRate(trx: Knex.Transaction, quoteId: number): Promise<void> {
  await checkWindowQuota(
    trx('quoteVersions').where({ quoteId }).andWhere('version', '>', 1),
    'createdAt',
    { windowMs: HOUR_MS, most: RFQ_LIMITS.maxRevisionsPerHour, now: new Date() },
    () => ({
      code: 'too_many_revisions',
      detail: `This quote was revised ${RFQ_LIMITS.maxRevisionsPerHour} times in the last hour: its buyer is told of each. Wait before revising it again.`,
    }),
  );
}

/** A quote and its request, both locked (the request first, as every writer takes them). */
export async function lockQuote(
  trx: Knex.Transaction,
  id: number,
): Promise<{ quote: QuoteRecord; rfq: LockedRfq } | undefined> {
  const found = await QuoteRecord.query(trx).findById(id).select('rfqId');
  if (!found) return undefined;
  const rfq = await RfqRecord.query(trx).findById(found.rfqId).forUpdate().select(LOCKED_RFQ_COLUMNS);
  const quote = await QuoteRecord.query(trx).findById(id).forUpdate();
  if (!rfq || !quote) return undefined;
  return { quote, rfq };
}

/** The supplier revises its submitted quote while the request is open: a new version, the old kept. */
export async function reviseQuote(
  db: Knex,
  vendor: AuthUser,
  id: number,
  body: ReviseQuoteBody,
): Promise<Quote> {
  return db.transaction(async (trx) => {
    const locked = await lockQuote(trx, id);
    if (!locked || locked.quote.vendorId !== vendor.companyId) throw quoteNotFound();
    const { quote, rfq } = locked;
    if (quote.status !== 'submitted') throw quoteDecided(quote.status, 'revised');
    checkTakingQuotes(rfq);
    checkValidity(body);
    if (body.currency) await checkPaidIn(trx, vendor, body.currency);
    await checkRevisionRate(trx, id);
    const version = quote.version + 1;
    const fields = versionFields(body, body.currency ?? quote.currency, quotedPlace(body, [quote, rfq]));
    await trx('quotes')
      .where({ id })
      .update({ version, ...fields });
    await trx('quoteVersions').insert({ quoteId: id, version, ...fields });
    await recordEvent(trx, 'quote.submitted', { quoteId: id, version });
    return oneQuote(trx, id);
  });
}

/** The supplier takes back its submitted quote. */
export async function withdrawQuote(db: Knex, vendor: AuthUser, id: number): Promise<Quote> {
  await db.transaction(async (trx) => {
    const locked = await lockQuote(trx, id);
    if (!locked || locked.quote.vendorId !== vendor.companyId) throw quoteNotFound();
    if (locked.quote.status !== 'submitted') throw quoteDecided(locked.quote.status, 'withdrawn');
    await trx('quotes').where({ id }).update({ status: 'withdrawn', decidedAt: trx.fn.now() });
  });
  return oneQuote(db, id);
}

/** The request's buyer turns a submitted quote down. */
export async function declineQuote(
  db: Knex,
  buyer: AuthUser,
  id: number,
  reason: string | undefined,
): Promise<Quote> {
  await db.transaction(async (trx) => {
    const locked = await lockQuote(trx, id);
    if (!locked || locked.rfq.buyerId !== buyer.companyId) throw quoteNotFound();
    if (locked.quote.status !== 'submitted') throw quoteDecided(locked.quote.status, 'declined');
    await trx('quotes').where({ id }).update({ status: 'declined', decidedAt: trx.fn.now() });
    await recordEvent(trx, 'quote.declined', { quoteId: id, reason: reason || null });
  });
  return oneQuote(db, id);
}

/** The supplier's own quotes, newest first, with the request each answers. */
export async function listVendorQuotes(
  db: Knex,
  vendor: AuthUser,
  query: QuoteListQuery,
): Promise<ListPage<SupplierQuote>> {
  const matches = db('quotes')
    .where('quotes.vendorId', vendor.companyId)
    .modify((builder) => (query.status ? builder.where('quotes.status', query.status) : builder));
  const quotes = await vendorQuotesOf(db, (builder) =>
    builder
      .where('quotes.vendorId', vendor.companyId)
      .modify((inner) => (query.status ? inner.where('quotes.status', query.status) : inner))
      .orderBy('quotes.id', 'desc')
      .limit(query.limit)
      .offset(query.offset),
  );
  const counted = await matches.count({ total: '*' }).first();
  return { items: quotes, total: Number(counted?.total ?? 0) };
}
