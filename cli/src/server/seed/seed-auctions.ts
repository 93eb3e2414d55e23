import type { Knex } from 'knex';

const HOUR_MS = 3_600_000;

/** Each step of the demo's bidding, a share of the ceiling below the last. */
const DROP = 0.004;

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
    const [auction] = (await trx('auctions')
      .insert({
        ownerId: request.buyerId,
        direction: 'reverse',
        title: request.title,
        rfqId: request.id,
        categoryId: request.categoryId,
        currency: request.currency,
        startsAt,
        scheduledEndsAt: endsAt,
        endsAt,
        stepKind: 'amount',
        stepValue: Math.max(0.01, ceiling * (DROP / 2)).toFixed(2),
        stepFrom: 'leading',
        visibility: 'leading_price',
        overtimeWindowSeconds: 120,
        overtimeExtendSeconds: 120,
        invitedOnly: true,
        createdBy: request.buyerId,
        createdAt: startsAt,
      })
      .returning('id')) as { id: number }[];
    const [lot] = (await trx('auctionLots')
      .insert({
        auctionId: auction!.id,
        position: 1,
        title: request.title,
        quantity: request.quantity,
        unit: request.unit,
        incoterm: request.incoterm,
        incotermPlace: request.incotermPlace,
        incotermPlaceCode: request.incotermPlaceCode,
        limitPrice: ceiling.toFixed(2),
      })
      .returning('id')) as { id: number }[];
    await trx('auctionInvitations').insert(
      [...new Set(quotes.map((quote) => quote.vendorId))].map((companyId) => ({
        auctionId: auction!.id,
        companyId,
      })),
    );
    // Two rounds, each bid below every one before it, spread over the time it has run.
    const bids = [...quotes, ...quotes];
    const ran = Math.min(now.getTime(), endsAt.getTime()) - startsAt.getTime();
    await trx('auctionBids').insert(
      bids.map((quote, position) => ({
        auctionId: auction!.id,
        lotId: lot!.id,
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
  const [auction] = (await trx('auctions')
    .insert({
      ownerId: offer.vendorId,
      direction: 'forward',
      title: `${offer.name}, ex-stock lot`,
      categoryId: offer.categoryId,
      currency: offer.currency,
      startsAt,
      scheduledEndsAt: endsAt,
      endsAt,
      stepKind: 'percent',
      stepValue: '0.5',
      stepFrom: 'leading',
      visibility: 'leading_price',
      overtimeWindowSeconds: 120,
      overtimeExtendSeconds: 120,
      invitedOnly: false,
      createdBy: offer.vendorId,
      createdAt: startsAt,
    })
    .returning('id')) as { id: number }[];
  const [lot] = (await trx('auctionLots')
    .insert({
      auctionId: auction!.id,
      position: 1,
      title: offer.name,
      quantity: request.quantity,
      unit: offer.unit,
      incoterm: request.incoterm,
      incotermPlace: request.incotermPlace,
      incotermPlaceCode: request.incotermPlaceCode,
      productId: offer.productId,
      limitPrice: reserve,
    })
    .returning('id')) as { id: number }[];
  await trx('auctionBids').insert({
    auctionId: auction!.id,
    lotId: lot!.id,
    bidderId: request.buyerId,
    placedBy: request.buyerId,
    price: reserve,
    placedAt: new Date(startsAt.getTime() + HOUR_MS),
  });
  return 1;
}
