import { OVERTIME_DEFAULTS } from '@rawex/api/contracts/auction-values';
import type { Knex } from 'knex';

const HOUR_MS = 3_600_000;

/** Each step of the demo's bidding, a share of the ceiling below the last. */
const DROP = 0.004;

/**
 * An auction of one lot, by the demo's rules: each bid a step past the leading one, bidders shown
 * the leading price, overtime as the API's default. Answers its id and its lot's.
 */
async function insertAuction(
  trx: Knex.Transaction,
  auction: { ownerId: string; startsAt: Date; endsAt: Date } & Record<string, unknown>,
  lot: Record<string, unknown>,
): Promise<{ auction: number; lot: number }> {
  const [{ id }] = (await trx('auctions')
    .insert({
      ...auction,
      scheduledEndsAt: auction.endsAt,
      stepFrom: 'leading',
      visibility: 'leading_price',
      overtimeWindowSeconds: OVERTIME_DEFAULTS.windowSeconds,
      overtimeExtendSeconds: OVERTIME_DEFAULTS.extendSeconds,
      createdBy: auction.ownerId,
      createdAt: auction.startsAt,
    })
    .returning('id')) as [{ id: number }];
  const [added] = (await trx('auctionLots')
    .insert({ ...lot, auctionId: id, position: 1 })
    .returning('id')) as [{ id: number }];
  return { auction: id, lot: added.id };
}

interface QuotedRequest {
  id: number;
  buyerId: string;
  categoryId: number;
  title: string;
  quantity: number;
  unit: string;
  currency: string;
  incoterm: string;
  incotermPlace: string;
  incotermPlaceCode: string | null;
}

/**
 * The demo's auctions. Each demo request that drew quotes is put to two reverse auctions, among
 * the suppliers who quoted, so that whichever buyer and supplier a newcomer signs in as has both to
 * try: one live for two more days with their bids on it, one closed yesterday and waiting for its
 * buyer to award it; and a supplier sells a lot by a forward auction. Once: nothing is added to a
 * database that has auctions.
 */
export async function seedAuctions(trx: Knex.Transaction, now = new Date()): Promise<number> {
  if (!(await trx.schema.hasTable('auctions')) || (await trx('auctions').first('id'))) return 0;
  const requests = (await trx('rfqs')
    .whereExists((quoted) => quoted.from('quotes').whereRaw('quotes.rfq_id = rfqs.id'))
    .orderBy('id')
    .select(
      'id',
      'buyerId',
      'categoryId',
      'title',
      'quantity',
      'unit',
      trx.raw('currency::text AS currency'),
      'incoterm',
      'incotermPlace',
      'incotermPlaceCode',
    )) as QuotedRequest[];
  const times = [
    { startsAt: new Date(now.getTime() - 2 * HOUR_MS), endsAt: new Date(now.getTime() + 48 * HOUR_MS) },
    { startsAt: new Date(now.getTime() - 72 * HOUR_MS), endsAt: new Date(now.getTime() - 24 * HOUR_MS) },
  ];
  for (const [request, { startsAt, endsAt }] of requests.flatMap((request) =>
    times.map((time) => [request, time] as const),
  )) {
    const quotes = (await trx('quotes')
      .where({ rfqId: request.id })
      .orderBy('vendorId')
      .select('vendorId', 'productId', 'unitPrice')) as {
      vendorId: string;
      productId: number;
      unitPrice: string;
    }[];
    const ceiling = Math.max(...quotes.map((quote) => Number(quote.unitPrice)));
    const { auction, lot } = await insertAuction(
      trx,
      {
        ownerId: request.buyerId,
        direction: 'reverse',
        title: request.title,
        rfqId: request.id,
        categoryId: request.categoryId,
        currency: request.currency,
        startsAt,
        endsAt,
        stepKind: 'amount',
        stepValue: Math.max(0.01, ceiling * (DROP / 2)).toFixed(2),
        invitedOnly: true,
      },
      {
        title: request.title,
        quantity: request.quantity,
        unit: request.unit,
        incoterm: request.incoterm,
        incotermPlace: request.incotermPlace,
        incotermPlaceCode: request.incotermPlaceCode,
        limitPrice: ceiling.toFixed(2),
      },
    );
    await trx('auctionInvitations').insert(
      [...new Set(quotes.map((quote) => quote.vendorId))].map((companyId) => ({
        auctionId: auction,
        companyId,
      })),
    );
    // Two rounds, each bid below every one before it, spread over the time it has run.
    const bids = [...quotes, ...quotes];
    const ran = Math.min(now.getTime(), endsAt.getTime()) - startsAt.getTime();
    await trx('auctionBids').insert(
      bids.map((quote, position) => ({
        auctionId: auction,
        lotId: lot,
        bidderId: quote.vendorId,
        placedBy: quote.vendorId,
        price: (ceiling * (1 - DROP * (position + 1))).toFixed(2),
        productId: quote.productId,
        placedAt: new Date(startsAt.getTime() + ((position + 1) * ran) / (bids.length + 1)),
      })),
    );
  }
  return requests.length * times.length + (await seedForwardAuction(trx, requests[0], now));
}

/**
 * The demo's forward auction: the first supplier who quoted on the first demo request sells a lot
 * of the product it offered, open to every buyer of its category and live for two more days, with
 * the request's buyer's bid on it at the hidden reserve. Answers how many it added (0 or 1).
 */
async function seedForwardAuction(trx: Knex.Transaction, request: QuotedRequest | undefined, now: Date) {
  if (!request) return 0;
  const offer = (await trx('quotes')
    .join('products', 'products.id', 'quotes.productId')
    .where('quotes.rfqId', request.id)
    .orderBy('quotes.vendorId')
    .first(
      'quotes.vendorId',
      'products.id as productId',
      'products.name',
      'products.unit',
      'products.categoryId',
      trx.raw('products.price::float AS price'),
      trx.raw('products.currency::text AS currency'),
    )) as
    | {
        vendorId: string;
        productId: number;
        name: string;
        unit: string;
        categoryId: number;
        price: number;
        currency: string;
      }
    | undefined;
  if (!offer) return 0;
  const startsAt = new Date(now.getTime() - 2 * HOUR_MS);
  const endsAt = new Date(now.getTime() + 48 * HOUR_MS);
  const reserve = (offer.price * 0.9).toFixed(2);
  const { auction, lot } = await insertAuction(
    trx,
    {
      ownerId: offer.vendorId,
      direction: 'forward',
      title: `${offer.name}, ex-stock lot`,
      categoryId: offer.categoryId,
      currency: offer.currency,
      startsAt,
      endsAt,
      stepKind: 'percent',
      stepValue: '0.5',
      invitedOnly: false,
    },
    {
      title: offer.name,
      quantity: request.quantity,
      unit: offer.unit,
      incoterm: request.incoterm,
      incotermPlace: request.incotermPlace,
      incotermPlaceCode: request.incotermPlaceCode,
      productId: offer.productId,
      limitPrice: reserve,
    },
  );
  await trx('auctionBids').insert({
    auctionId: auction,
    lotId: lot,
    bidderId: request.buyerId,
    placedBy: request.buyerId,
    price: reserve,
    placedAt: new Date(startsAt.getTime() + HOUR_MS),
  });
  return 1;
}
