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
 * The demo's reverse auctions: each demo request that drew quotes is put to two, among the
 * suppliers who quoted, so that whichever buyer and supplier a newcomer signs in as has both to
 * try: one live for two more days with their bids on it, one closed yesterday and waiting for its
 * buyer to award it. Once: nothing is added to a database that has auctions.
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
  return requests.length * times.length;
}
