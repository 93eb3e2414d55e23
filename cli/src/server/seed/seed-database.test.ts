import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage, migrateToLatest, type Database, type FileStorage } from '@rawex/api';
import { createTestDatabase } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseEmpty, seedDatabase } from './seed-database.ts';

const tables = {
  categories: 'slug',
  users: 'email',
  products: ['vendor_id', 'sku'],
  vendor_ratings: ['vendor_id', 'buyer_id'],
} as const;

async function dump(db: Database): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(tables)) {
    rows[table] = await db
      .knex(table)
      .select('*')
      .orderBy(typeof order === 'string' ? [order] : [...order]);
  }
  return rows;
}

describe('rawex db seed', () => {
  let uploads: string;
  let storage: FileStorage;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'rawex-seed-'));
    storage = createDiskStorage(uploads);
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await Promise.all([migrateToLatest(first.knex), migrateToLatest(second.knex)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await rm(uploads, { recursive: true, force: true });
  });

  it('fills an empty database with the demo catalogue', async () => {
    expect(await isDatabaseEmpty(first)).toBe(true);
    const added = await seedDatabase(first, storage);
    expect(added.categories).toBe(23);
    expect(added.users).toBeGreaterThanOrEqual(12 + 1);
    expect(added.products).toBe(360);
    expect(added.ratings).toBeGreaterThan(50);
    expect(await isDatabaseEmpty(first)).toBe(false);

    const vendors = await first.knex('users').where({ role: 'vendor' }).select('isVerified', 'location');
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    expect(new Set(vendors.map((vendor) => vendor.isVerified))).toEqual(new Set([true, false]));

    const active = await first
      .knex('products')
      .where({ isActive: true })
      .first(first.knex.raw('count(*) AS count'));
    expect(Number(active.count)).toBeGreaterThanOrEqual(300);
  });

  it('gives the demo made-up exchange rates of the last weekdays, marked SAMPLE, not the ECB’s', async () => {
    const { rows } = await first.knex.raw<{ rows: { rate: string; source: string; age: number }[] }>(
      "SELECT rate::text, source, current_date - rate_date AS age FROM fx_rate('USD', 'JPY', current_date)",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('SAMPLE');
    // Today's, or Friday's over a weekend.
    expect(rows[0]?.age).toBeLessThanOrEqual(2);
    expect(Number(rows[0]?.rate)).toBeGreaterThan(100);
    // Ninety-one days, thirteen weeks: sixty-five weekdays.
    const [counted] = await first.knex('fxRates').countDistinct({ days: 'rateDate' });
    expect(Number(counted?.days)).toBe(65);
  });

  it('opens requests for quotation with competing quotes and a conversation, so the flow shows at once', async () => {
    const requests = await first.knex('rfqs').orderBy('id').select('id', 'status', 'title');
    expect(requests.map((request) => request.status)).toEqual(['open', 'open', 'open']);
    const quoted = await first.knex('quotes').where({ rfqId: requests[0].id }).select('vendorId', 'status');
    expect(quoted).toHaveLength(2);
    expect(new Set(quoted.map((quote) => quote.vendorId)).size).toBe(2);
    const thread = await first
      .knex('messages')
      .join('conversations', 'conversations.id', 'messages.conversationId')
      .where('conversations.rfqId', requests[0].id)
      .select('messages.body');
    expect(thread.map((message) => message.body)).toEqual([
      'Can you send a certificate of analysis with your quote?',
      'Yes: we test every lot at loading. I will attach it once the samples are back.',
    ]);
  });

  it('has a supplier sell a lot of its quoted product by a live forward auction open to its category', async () => {
    const [request] = await first
      .knex('rfqs')
      .whereExists((quoted) => quoted.from('quotes').whereRaw('quotes.rfq_id = rfqs.id'))
      .orderBy('id')
      .select('id', 'buyerId');
    const forward = await first
      .knex('auctions')
      .where({ direction: 'forward' })
      .select('id', 'ownerId', 'categoryId', 'invitedOnly', first.knex.raw('ends_at > now() AS live'));
    expect(forward).toHaveLength(1);
    const [auction] = forward;
    expect(auction).toMatchObject({ invitedOnly: false, live: true });
    const [lot] = await first
      .knex('auctionLots')
      .where({ auctionId: auction.id })
      .select('productId', 'limitPrice');
    const product = await first.knex('products').where({ id: lot.productId }).first('vendorId', 'categoryId');
    expect([product.vendorId, product.categoryId]).toEqual([auction.ownerId, auction.categoryId]);
    const quoted = await first
      .knex('quotes')
      .where({ rfqId: request.id, productId: lot.productId })
      .first('id');
    expect(quoted).toBeDefined();
    const bids = await first.knex('auctionBids').where({ auctionId: auction.id }).select('bidderId', 'price');
    expect(bids).toEqual([{ bidderId: request.buyerId, price: lot.limitPrice }]);
  });

  it('puts each request with quotes to a live reverse auction and a closed one awaiting award', async () => {
    const auctions = await first
      .knex('auctions')
      .where({ direction: 'reverse' })
      .orderBy('id')
      .select('id', 'rfqId', 'invitedOnly', first.knex.raw('ends_at > now() AS live'));
    const requests = await first
      .knex('rfqs')
      .whereExists((quoted) => quoted.from('quotes').whereRaw('quotes.rfq_id = rfqs.id'))
      .orderBy('id')
      .select('id');
    expect(auctions.map((auction) => [auction.rfqId, auction.invitedOnly, auction.live])).toEqual(
      requests.flatMap((request) => [
        [request.id, true, true],
        [request.id, true, false],
      ]),
    );
    for (const auction of auctions) {
      const quoting: string[] = (
        await first.knex('quotes').where({ rfqId: auction.rfqId }).select('vendorId')
      ).map((quote) => quote.vendorId);
      const invited: string[] = (
        await first.knex('auctionInvitations').where({ auctionId: auction.id }).select('companyId')
      ).map((invitation) => invitation.companyId);
      expect(quoting.length).toBeGreaterThan(1);
      expect(invited.sort()).toEqual([...new Set(quoting)].sort());
      const bids = await first
        .knex('auctionBids')
        .where({ auctionId: auction.id })
        .orderBy('placedAt')
        .select('bidderId', first.knex.raw('price::float AS price'));
      expect(bids).toHaveLength(2 * quoting.length);
      // Each bid beats every one before it, and stays within the lot's ceiling.
      const prices = bids.map((bid) => bid.price as number);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(new Set(prices).size).toBe(prices.length);
      const lots = await first
        .knex('auctionLots')
        .where({ auctionId: auction.id })
        .select('limitPrice', 'decision');
      expect(lots).toHaveLength(1);
      expect(prices[0]).toBeLessThanOrEqual(Number(lots[0].limitPrice));
      expect(lots[0].decision).toBeNull();
    }
  });

  it('links every product to a stored PNG image and to a child category', async () => {
    const stored = new Set(await readdir(uploads));
    const products = await first
      .knex('products')
      .join('categories', 'categories.id', 'products.categoryId')
      .select('products.images', 'categories.parentId');
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      for (const url of product.images) {
        expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
        expect(stored.has(url.replace('/uploads/', ''))).toBe(true);
      }
      expect(product.parentId).not.toBeNull();
    }
  });

  it('gives the same rows on every run (deterministic)', async () => {
    await seedDatabase(second, storage);
    expect(await dump(second)).toEqual(await dump(first));
  });

  it('adds nothing when run again (idempotent)', async () => {
    const before = await dump(first);
    const added = await seedDatabase(first, storage);
    expect(added).toEqual({
      categories: 0,
      users: 0,
      products: 0,
      ratings: 0,
      images: 0,
      requests: 0,
      auctions: 0,
      exchangeRates: 0,
    });
    expect(await dump(first)).toEqual(before);
  });

  it('grows the catalogue to --products, keeping the demo products', async () => {
    const added = await seedDatabase(second, storage, { products: 1000 });
    expect(added.products).toBe(640);
    const total = await second.knex('products').first(second.knex.raw('count(*) AS count'));
    expect(Number(total.count)).toBe(1000);
  });

  it('loads a large catalogue, its suppliers selling in the currencies asked, and leaves its indexes as the migrations made them', async () => {
    const large = await createTestDatabase();
    try {
      await migrateToLatest(large.knex);
      const indexes = () =>
        large.knex.raw(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products' ORDER BY indexname`,
        );
      const before = (await indexes()).rows;
      // Large enough to build the indexes after the rows, as a seed of 50,000 or more does.
      const added = await seedDatabase(large, storage, {
        products: 5_000,
        buildIndexesFrom: 5_000,
        currencies: ['USD', 'EUR', 'GBP'],
      });
      expect(added.products).toBe(5_000);
      expect((await indexes()).rows).toEqual(before);
      const sellers = await large.knex.raw(
        `SELECT trim(currency) AS currency, count(DISTINCT vendor_id)::int AS sellers,
                count(*) FILTER (WHERE reference_price IS NULL)::int AS "withoutReferencePrice"
           FROM products GROUP BY currency ORDER BY currency`,
      );
      expect(sellers.rows).toEqual([
        { currency: 'EUR', sellers: expect.any(Number), withoutReferencePrice: 0 },
        { currency: 'GBP', sellers: expect.any(Number), withoutReferencePrice: 0 },
        { currency: 'USD', sellers: expect.any(Number), withoutReferencePrice: 0 },
      ]);
      const inMoreThanOne = await large.knex.raw(
        `SELECT vendor_id FROM products GROUP BY vendor_id HAVING count(DISTINCT currency) > 1`,
      );
      expect(inMoreThanOne.rows).toEqual([]);
      const found = await large.knex.raw(
        `SELECT count(*) AS count FROM products WHERE is_active AND search_vector @@ websearch_to_tsquery('english', 'coffee')`,
      );
      expect(Number(found.rows[0].count)).toBeGreaterThan(0);
    } finally {
      await large.close();
    }
  });
});
