import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAccount, type Database } from '@rawex/api';
import { signIn } from './keys-and-checkout.ts';
import { settle, withBenchApi } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BIDDERS = 50;
const AUCTIONS = 40;
const LISTENERS = Number(process.env.BENCH_AUCTION_LISTENERS ?? 1000);
const STREAMED_BIDS = 20;
const PASSWORD = 'bench auctions password';
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

async function call(url: string, auth: Record<string, string>, pathname: string, body: unknown) {
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...auth },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A buyer's firm and 50 verified suppliers, each with a product on sale, a session and a key it
 * bids with; the buyer's reverse auctions of one lot, live for an hour, each open to all 50.
 */
async function auctionWorld(db: Database, url: string) {
  const knex = db.knex;
  const account = (role: 'buyer' | 'vendor', number: number) =>
    createAccount(knex, {
      email: `bench-${role}-${number}@auctions.example`,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: `${role} ${number}`,
      role,
      companyName: `Bench ${role} ${number}`,
    });
  const buyer = (await account('buyer', 0))!;
  const suppliers: { id: string; email: string }[] = [];
  for (let number = 0; number < BIDDERS; number += 1) suppliers.push((await account('vendor', number))!);
  const ids = [buyer.id, ...suppliers.map((supplier) => supplier.id)];
  await knex('users').whereIn('id', ids).update({ emailVerifiedAt: new Date(), isVerified: true });
  await knex('apiKeyRateCaps').insert(suppliers.map((supplier) => ({ userId: supplier.id, cap: 1_000_000 })));
  const [category] = await knex('categories').insert({ name: 'Cocoa', slug: 'bench-cocoa' }).returning('id');
  const products = (await knex('products')
    .insert(
      suppliers.map((supplier) => ({
        vendorId: supplier.id,
        categoryId: category.id,
        name: 'Cocoa beans',
        price: '2500.00',
        unit: 't',
        minimumOrder: 1,
        availableQuantity: 1_000_000,
        images: [],
      })),
    )
    .returning('id')) as { id: number }[];
  const cookies: string[] = [];
  const keys: string[] = [];
  for (const supplier of suppliers) {
    const cookie = await signIn(url, supplier.email, PASSWORD);
    cookies.push(cookie);
    const { key } = (await call(url, { cookie }, '/api/keys', {
      name: 'Bidding system',
      permissions: ['write:orders'],
      rateLimit: 1_000_000,
    })) as { key: string };
    keys.push(key);
  }
  const buyerCookie = await signIn(url, buyer.email, PASSWORD);
  const auction = async (number: number) => {
    const created = (await call(url, { cookie: buyerCookie }, '/api/auctions', {
      direction: 'reverse',
      title: `Cocoa beans, lot ${number}`,
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      lots: [{ title: 'Grade I', quantity: 100, unit: 't', incoterm: 'FOB', incotermPlace: 'Abidjan' }],
      step: { kind: 'amount', value: '0.01', from: 'own' },
      visibility: 'leading_price',
      invitedCompanyIds: suppliers.map((supplier) => supplier.id),
    })) as { id: number; lots: { id: number }[] };
    return `${created.id}:${created.lots[0]!.id}`;
  };
  const lots = { api: [] as string[], bare: [] as string[], streamed: '' };
  for (let number = 0; number < AUCTIONS; number += 1) {
    lots.api.push(await auction(number));
    lots.bare.push(await auction(AUCTIONS + number));
  }
  lots.streamed = await auction(2 * AUCTIONS);
  return { suppliers, products: products.map((product) => product.id), cookies, keys, lots };
}

/**
 * The baseline: a bare HTTP handler on the same pool that parses the same JSON and, in one
 * transaction, locks the auction's row and inserts the bid: no key, no rules, no ranking, no stream.
 */
async function bareLockedInsertServer(db: Database, bidderId: string) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const bid = JSON.parse(body) as { lotId: number; price: string; productId: number };
      const auctionId = Number(/\/(\d+)\/bids$/.exec(request.url ?? '')?.[1]);
      db.knex
        .transaction(async (trx) => {
          await trx.raw('SELECT 1 FROM auctions WHERE id = ? FOR UPDATE', [auctionId]);
          await trx.raw(
            `INSERT INTO auction_bids (auction_id, lot_id, bidder_id, price, product_id, placed_at)
             VALUES (?, ?, ?, ?, ?, clock_timestamp())`,
            [auctionId, bid.lotId, bidderId, bid.price, bid.productId],
          );
        })
        .then(
          () => response.writeHead(201).end('{}'),
          (error: Error) => response.writeHead(500).end(error.message),
        );
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auctions` };
}

async function bidFlat(url: string, keys: string[], lots: string[], products: number[], round: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      tsxCli,
      path.join(import.meta.dirname, 'auction-bids-load.ts'),
      url,
      keys.join(','),
      lots.join(','),
      products.join(','),
      String(SECONDS),
      String(round),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return (JSON.parse(stdout) as { perSecond: number }).perSecond;
}

/** The p-th percentile of `values` (nearest rank). */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)]!;

/**
 * 1,000 live streams of one auction open (another process), 20 bids placed 200 ms apart: how long
 * from sending each bid until each stream had the state after it.
 */
async function streamLatency(url: string, world: Awaited<ReturnType<typeof auctionWorld>>) {
  const [auctionId, lotId] = world.lots.streamed.split(':').map(Number) as [number, number];
  const listeners = spawn(
    process.execPath,
    [
      tsxCli,
      path.join(import.meta.dirname, 'auction-listeners.ts'),
      `${url}/api/auctions/${auctionId}/events`,
      world.cookies.join('\n'),
      String(LISTENERS),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  listeners.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    listeners.stderr.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
      else reject(new Error(chunk.toString()));
    });
  });
  const sentAt = new Map<string, number>();
  for (let number = 0; number < STREAMED_BIDS; number += 1) {
    const bidder = number % 2;
    const started = Date.now();
    const placed = (await call(
      url,
      { authorization: `Bearer ${world.keys[bidder]}` },
      `/api/auctions/${auctionId}/bids`,
      {
        lotId,
        price: (99_999_999 - number).toFixed(2),
        productId: world.products[bidder],
      },
    )) as { id: number };
    sentAt.set(String(placed.id), started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  listeners.kill('SIGTERM');
  await once(listeners, 'exit');
  const { received } = JSON.parse(output) as { received: Record<string, number[]> };
  const latencies = [...sentAt].flatMap(([id, sent]) => (received[id] ?? []).map((at) => at - sent));
  const expected = sentAt.size * LISTENERS;
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    delivered: latencies.length,
    expected,
  };
}

/**
 * Bids by 50 suppliers' keys at once, each on 40 auctions in turn (every bid taken: a cent below
 * the bidder's own last), against a bare handler locking the same auction's row and inserting the
 * bid; then the time from a bid to its state on 1,000 live streams of its auction.
 */
export async function benchAuctions(): Promise<string> {
  return withBenchApi(
    async ({ db, server }) => {
      const world = await auctionWorld(db, server.url);
      await db.knex.raw('VACUUM ANALYZE');
      const bare = await bareLockedInsertServer(db, world.suppliers[0]!.id);
      try {
        const runs: string[] = [];
        for (const round of [1, 2]) {
          await db.knex.raw('ANALYZE auction_bids');
          const api = await bidFlat(
            `${server.url}/api/auctions`,
            world.keys,
            world.lots.api,
            world.products,
            round,
          );
          await settle(db);
          const baseline = await bidFlat(bare.url, world.keys, world.lots.bare, world.products, round);
          await settle(db);
          runs.push(
            `  round ${round}: bids taken, ${BIDDERS} bidders at once   API ${api.toFixed(0)}/s   bare locked insert ${baseline.toFixed(0)}/s   ratio ${(api / baseline).toFixed(2)}`,
          );
        }
        const stream = await streamLatency(server.url, world);
        return [
          `auctions (PostgreSQL, ${SECONDS} s each, ${AUCTIONS} auctions of one lot, ${BIDDERS} bidders by key):`,
          ...runs,
          `  a bid to its state on ${LISTENERS} live streams (${STREAMED_BIDS} bids, 200 ms apart): p50 ${stream.p50} ms   p99 ${stream.p99} ms   (${stream.delivered} of ${stream.expected} states delivered)`,
        ].join('\n');
      } finally {
        bare.server.close();
      }
    },
    { addressLimits: { reads: 0, writes: 0, signIns: 0 } },
  );
}
