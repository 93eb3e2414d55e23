import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { recordEvent } from '../notifications/index.ts';
import { boundedCount } from '../platform/database/paging.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import type { CreateRfqBody, Rfq, RfqDetail, RfqListQuery, RfqScope } from './rfqs.contract.ts';
import { quotesOf } from './quote-views.ts';
import { checkRequestQuotas } from './quotas.ts';
import { Rfq as RfqRecord } from './rfq.model.ts';
import { RFQ_LIMITS, type RfqStatus } from './trade-values.contract.ts';
import { categoryFacts } from '../catalogue/index.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';
import { findVendor, firmProfiles } from '../accounts/index.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Up to this many requests are counted for a list's total; above it, the planner's estimate. */
const EXACT_RFQ_COUNT = 1000;

export const rfqNotFound = () => notFound('Request for quotation not found.', 'rfq_not_found');

/** A request that no longer takes quotes or decisions: 409 with the state it is in. */
export const rfqClosed = (status: RfqStatus | 'full' | 'past_expiry') =>
  new AppError({
    status: 409,
    code: 'rfq_closed',
    title: 'Conflict',
    detail:
      status === 'full'
        ? 'This request has all the quotes it asked for.'
        : status === 'past_expiry'
          ? 'This request’s time to quote has passed.'
          : `This request is ${status}: it takes no more quotes or decisions.`,
    extensions: { state: status },
  });

interface RfqRow {
  id: number;
  buyerId: string;
  buyerName: string;
  buyerLocation: string | null;
  vendorId: string | null;
  category: Rfq['category'];
  title: string;
  description: string;
  quantity: number;
  unit: string;
  targetPrice: string | null;
  currency: string;
  incoterm: Rfq['incoterm'];
  incotermPlace: string;
  incotermPlaceCode: string | null;
  destination: string;
  neededBy: string | null;
  expiresAt: Date;
  maxQuotes: number;
  specifications: Rfq['specifications'];
  status: RfqStatus;
  quoteCount: string | number;
  awardedQuoteId: number | null;
  createdAt: Date;
}

/**
 * Requests with their buyer, category and live quote count, in one query: the suppliers' list
 * of open requests reads a page of them per call (`npm run bench trade`).
 */
function rfqsWithFigures(db: Knex) {
  return db('rfqs')
    .join(firmProfiles(db, 'buyer'), 'buyer.id', 'rfqs.buyerId')
    .join(categoryFacts(db, 'category'), 'category.id', 'rfqs.categoryId')
    .select(
      'rfqs.id',
      'rfqs.buyerId',
      db.raw('company_name(buyer.id) AS buyer_name'),
      'buyer.location as buyerLocation',
      'rfqs.vendorId',
      db.raw(
        `json_build_object('id', category.id, 'name', category.name, 'slug', category.slug) AS category`,
      ),
      'rfqs.title',
      'rfqs.description',
      'rfqs.quantity',
      'rfqs.unit',
      db.raw('rfqs.target_price::text AS target_price'),
      db.raw('rfqs.currency::text AS currency'),
      'rfqs.incoterm',
      'rfqs.incotermPlace',
      'rfqs.incotermPlaceCode',
      'rfqs.destination',
      db.raw(`to_char(rfqs.needed_by, 'YYYY-MM-DD') AS needed_by`),
      'rfqs.expiresAt',
      'rfqs.maxQuotes',
      'rfqs.specifications',
      'rfqs.status',
      'rfqs.awardedQuoteId',
      'rfqs.createdAt',
      db.raw(
        `(SELECT count(*) FROM quotes WHERE quotes.rfq_id = rfqs.id AND quotes.status <> 'withdrawn') AS quote_count`,
      ),
    );
}

function toRfq(row: RfqRow, viewer: AuthUser): Rfq {
  const quoteCount = Number(row.quoteCount);
  return {
    id: row.id,
    buyer: { id: row.buyerId, name: row.buyerName, location: row.buyerLocation },
    vendorId: row.vendorId,
    category: row.category,
    title: row.title,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    targetPrice: row.targetPrice,
    currency: row.currency,
    incoterm: row.incoterm,
    incotermPlace: row.incotermPlace,
    incotermPlaceCode: row.incotermPlaceCode,
    destination: row.destination,
    neededBy: row.neededBy,
    expiresAt: new Date(row.expiresAt).toISOString(),
    maxQuotes: row.maxQuotes,
    specifications: row.specifications,
    status: row.status,
    acceptingQuotes:
      row.status === 'open' && new Date(row.expiresAt).getTime() > Date.now() && quoteCount < row.maxQuotes,
    // Suppliers never learn how many competitors quoted.
    quoteCount: row.buyerId === viewer.companyId ? quoteCount : null,
    awardedQuoteId: row.awardedQuoteId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Where a user may see a request: its buyer, and suppliers for public ones, ones addressed to them, or ones they quoted. */
export function visibleTo(db: Knex, user: AuthUser) {
  return (builder: Knex.QueryBuilder) =>
    builder.where((where) => {
      where.where('rfqs.buyerId', user.companyId);
      if (user.role === 'vendor') {
        where
          .orWhereNull('rfqs.vendorId')
          .orWhere('rfqs.vendorId', user.companyId)
          .orWhereExists(
            db('quotes').whereRaw('quotes.rfq_id = rfqs.id').andWhere('quotes.vendorId', user.companyId),
          );
      }
    });
}

async function checkRequest(db: Knex, buyer: AuthUser, body: CreateRfqBody, now: Date): Promise<void> {
  const expiresAt = new Date(body.expiresAt).getTime();
  if (expiresAt < now.getTime() + RFQ_LIMITS.minExpiryHours * HOUR_MS - 60_000) {
    throw invalidField('expiresAt', `must be at least ${RFQ_LIMITS.minExpiryHours} hour ahead`);
  }
  if (expiresAt > now.getTime() + RFQ_LIMITS.maxExpiryDays * 24 * HOUR_MS) {
    throw invalidField('expiresAt', `must be at most ${RFQ_LIMITS.maxExpiryDays} days ahead`);
  }
  if (body.neededBy !== undefined && body.neededBy < now.toISOString().slice(0, 10)) {
    throw invalidField('neededBy', 'cannot be in the past');
  }
  const category = await db.from(categoryFacts(db)).where({ id: body.categoryId }).first('id');
  if (!category) throw invalidField('categoryId', 'is not a category');
  if (body.vendorId !== undefined) {
    const vendor = await findVendor(db, body.vendorId);
    if (!vendor) throw invalidField('vendorId', 'is not a supplier');
    if (body.vendorId === buyer.companyId) throw invalidField('vendorId', 'cannot be yourself');
  }
}

/** Posts a request for quotation; suppliers of its category (or the one it is addressed to) are told. */
export async function createRfq(db: Knex, buyer: AuthUser, body: CreateRfqBody): Promise<RfqDetail> {
  const now = new Date();
  await checkRequest(db, buyer, body, now);
  if (body.currency) await checkTradeCurrencies(db, 'currency', [body.currency]);
  const id = await db.transaction(async (trx) => {
    await checkRequestQuotas(trx, buyer, now);
    const [row] = await trx('rfqs')
      .insert({
        buyerId: buyer.companyId,
        vendorId: body.vendorId ?? null,
        categoryId: body.categoryId,
        title: body.title,
        description: body.description,
        quantity: body.quantity,
        unit: body.unit,
        targetPrice: body.targetPrice ?? null,
        currency: body.currency ?? trx.raw('(SELECT currency FROM firm_terms(?))', [buyer.companyId]),
        incoterm: body.incoterm,
        // The C and D rules name the destination unless told otherwise (the body's schema asks the others').
        incotermPlace: body.incotermPlace ?? body.destination,
        incotermPlaceCode: body.incotermPlaceCode ?? null,
        destination: body.destination,
        neededBy: body.neededBy ?? null,
        expiresAt: body.expiresAt,
        maxQuotes: body.maxQuotes,
        specifications: JSON.stringify(body.specifications ?? {}),
      })
      .returning('id');
    await recordEvent(trx, 'rfq.created', { rfqId: row.id });
    return row.id as number;
  });
  return getRfq(db, buyer, id);
}

/** The scope a user lists when they name none: a buyer's own requests, a supplier's open ones. */
const defaultScope = (user: AuthUser): RfqScope => (user.role === 'vendor' ? 'open' : 'mine');

function filtered(
  db: Knex,
  user: AuthUser,
  query: RfqListQuery,
  scope: RfqScope,
  part?: 'public' | 'direct',
) {
  const builder = db('rfqs');
  if (scope === 'mine') builder.where('rfqs.buyerId', user.companyId);
  if (scope === 'direct' || part === 'direct') builder.where('rfqs.vendorId', user.companyId);
  if (part === 'public') builder.whereNull('rfqs.vendorId');
  if (scope === 'open') builder.where('rfqs.status', 'open').andWhere('rfqs.expiresAt', '>', db.fn.now());
  else if (query.status) builder.where('rfqs.status', query.status);
  if (query.categoryId !== undefined) builder.where('rfqs.categoryId', query.categoryId);
  if (query.search)
    builder.whereRaw(`rfqs.search_vector @@ websearch_to_tsquery('english', ?)`, [query.search]);
  return builder;
}

const ORDER = { newest: 'rfqs.id DESC', closing: 'rfqs.expires_at, rfqs.id' } as const;
const PAGE_ORDER = { newest: 'page.id DESC', closing: 'page.expires_at, page.id' } as const;

const vendorsOnly = () =>
  new AppError({
    status: 403,
    code: 'suppliers_only',
    title: 'Forbidden',
    detail: 'Only suppliers list the open requests or the ones addressed to them: a buyer lists scope=mine.',
  });

/**
 * A page of requests: a buyer's own, or the open ones a supplier may quote (public, and addressed
 * to it: two index walks merged, so neither reads past the page), or those addressed to it.
 */
export async function listRfqs(
  db: Knex,
  user: AuthUser,
  query: RfqListQuery,
): Promise<{ rfqs: Rfq[]; total: number; estimated: boolean }> {
  const scope = query.scope ?? defaultScope(user);
  if (scope !== 'mine' && user.role !== 'vendor') throw vendorsOnly();
  const reach = query.offset + query.limit;
  const ids = (part?: 'public' | 'direct') =>
    filtered(db, user, query, scope, part)
      .select('rfqs.id', 'rfqs.expiresAt')
      .orderByRaw(ORDER[query.sort])
      .limit(reach);
  const page =
    scope === 'open'
      ? db
          .from(db.raw('((?) UNION ALL (?)) AS page', [ids('public'), ids('direct')]))
          .select('page.id', 'page.expiresAt')
      : db.from(ids().as('page')).select('page.id', 'page.expiresAt');
  const pageIds = page.orderByRaw(PAGE_ORDER[query.sort]).limit(query.limit).offset(query.offset);
  const rows: RfqRow[] = await rfqsWithFigures(db)
    .with('chosen', pageIds)
    .join('chosen', 'chosen.id', 'rfqs.id')
    .orderByRaw(ORDER[query.sort]);
  const seen = query.offset + rows.length;
  const counted =
    rows.length < query.limit && (rows.length > 0 || query.offset === 0)
      ? { total: seen, estimated: false }
      : await boundedCount(
          db,
          filtered(db, user, query, scope)
            .select(db.raw('1'))
            .modify((builder) => {
              if (scope === 'open')
                builder.where((where) =>
                  where.whereNull('rfqs.vendorId').orWhere('rfqs.vendorId', user.companyId),
                );
            }),
          { seen, exactLimit: EXACT_RFQ_COUNT },
        );
  return { rfqs: rows.map((row) => toRfq(row, user)), ...counted };
}

/** A request as its viewer may see it: its buyer with every quote, a supplier with only its own. */
export async function getRfq(db: Knex, user: AuthUser, id: number): Promise<RfqDetail> {
  const row: RfqRow | undefined = await rfqsWithFigures(db)
    .where('rfqs.id', id)
    .modify(visibleTo(db, user))
    .first();
  if (!row) throw rfqNotFound();
  const quotes = await quotesOf(db, (builder) => {
    builder.where('quotes.rfqId', id);
    if (row.buyerId !== user.companyId) builder.where('quotes.vendorId', user.companyId);
  });
  return { ...toRfq(row, user), quotes };
}

/**
 * A buyer firm's own open request, for another domain to run something for it (an auction): its
 * category. 404 for another firm's, 409 once it no longer takes quotes.
 */
export async function ownOpenRfq(db: Knex, buyer: AuthUser, id: number): Promise<{ categoryId: number }> {
  const rfq = await RfqRecord.query(db)
    .findOne({ id, buyerId: buyer.companyId })
    .select('status', 'categoryId');
  if (!rfq) throw rfqNotFound();
  if (rfq.status !== 'open') throw rfqClosed(rfq.status);
  return { categoryId: rfq.categoryId };
}

/** The buyer firms that asked for quotes in the category since `since`: a query of their ids as `firmId`. */
export const buyersWhoRequestedIn = (db: Knex, categoryId: number, since: Date) =>
  db('rfqs').where({ categoryId }).where('createdAt', '>=', since).select('buyerId as firmId');

/** The buyer withdraws an open request: its live quotes are not selected. */
export async function cancelRfq(db: Knex, buyer: AuthUser, id: number): Promise<RfqDetail> {
  await db.transaction(async (trx) => {
    const rfq = await RfqRecord.query(trx)
      .findOne({ id, buyerId: buyer.companyId })
      .forUpdate()
      .select('status');
    if (!rfq) throw rfqNotFound();
    if (rfq.status !== 'open') throw rfqClosed(rfq.status);
    await RfqRecord.query(trx).findById(id).patch({ status: 'cancelled', closedAt: trx.fn.now() });
    const closed: { id: number }[] = await trx('quotes')
      .where({ rfqId: id, status: 'submitted' })
      .update({ status: 'not_selected', decidedAt: trx.fn.now() })
      .returning('id');
    await recordEvent(trx, 'rfq.closed', {
      rfqId: id,
      status: 'cancelled',
      quoteIds: closed.map((quote) => quote.id),
    });
  });
  return getRfq(db, buyer, id);
}
