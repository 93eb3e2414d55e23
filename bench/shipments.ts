import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAccount, DEFAULT_ADDRESS_LIMITS, type Database } from '@rawex/api';
import { signIn } from './keys-and-checkout.ts';
import { load } from './load.ts';
import { settle, withBenchApi } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const ORDERS = Number(process.env.BENCH_SHIPPED_ORDERS ?? 200);
const PASSWORD = 'bench shipments password';
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** A JSON call of the API's as a signed-in person makes it; throws unless it succeeds. */
async function call(url: string, cookie: string, pathname: string, body: unknown, method = 'POST') {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A supplier with `ORDERS` confirmed orders of one buyer's, one lot booked on each, and its
 * forwarder's key; and a paid order followed to delivery in two lots, each on its whole voyage.
 */
async function shippingWorld(db: Database, url: string) {
  const knex = db.knex;
  const [supplier, buyer] = await Promise.all(
    (['vendor', 'buyer'] as const).map((role) =>
      createAccount(knex, {
        email: `bench-${role}@shipments.example`,
        password: PASSWORD,
        firstName: 'Bench',
        lastName: role,
        role,
        companyName: role === 'vendor' ? 'Bench Coffee Exporters' : 'Bench Roasters',
      }),
    ),
  );
  await knex('users').whereIn('id', [supplier!.id, buyer!.id]).update({ emailVerifiedAt: new Date() });
  await knex('marketplaceSettings')
    .where({ name: 'max_pending_orders' })
    .update({ value: JSON.stringify(1_000_000) });
  const [category] = await knex('categories')
    .insert({ name: 'Coffee', slug: 'bench-coffee' })
    .returning('id');
  const [product] = await knex('products')
    .insert({
      vendorId: supplier!.id,
      categoryId: category.id,
      name: 'Green coffee, Santos NY 2/3',
      price: '240.00',
      unit: 'bag',
      minimumOrder: 1,
      availableQuantity: 1_000_000,
      images: [],
    })
    .returning('id');
  const [supplierCookie, buyerCookie] = await Promise.all(
    [supplier!, buyer!].map((account) => signIn(url, account.email, PASSWORD)),
  );
  const book = async (orderId: number, number: number) =>
    (
      await call(url, supplierCookie!, `/api/orders/${orderId}/shipments`, {
        mode: 'sea',
        carrier: 'MSC',
        transportDocumentNumber: `MEDU${String(number).padStart(8, '0')}`,
        equipment: ['MSCU6639871'],
        placeOfLoading: 'Santos',
        placeOfLoadingCode: 'BRSSZ',
        placeOfDischarge: 'Hamburg',
        placeOfDischargeCode: 'DEHAM',
      })
    ).id as number;
  const shipments: number[] = [];
  const orders: number[] = [];
  for (let placed = 0; placed < ORDERS + 2; placed += 1) {
    if (placed === ORDERS + 1) {
      // The followed order, the last placed, takes a second lot.
      shipments.push(await book(orders.at(-1)!, placed));
      continue;
    }
    await call(url, buyerCookie!, '/api/cart', { productId: product.id, quantity: 1 });
    const {
      orders: [order],
    } = (await call(url, buyerCookie!, '/api/checkout', {
      shippingAddress: 'Hafen 3, Hamburg',
    })) as unknown as { orders: { id: number }[] };
    await call(url, supplierCookie!, `/api/orders/${order!.id}`, { status: 'confirmed' }, 'PATCH');
    if (placed === ORDERS)
      await call(url, supplierCookie!, '/api/payments', {
        orderId: order!.id,
        amount: '240.00',
        currency: 'USD',
        valueDate: new Date().toISOString().slice(0, 10),
        method: 'bank_transfer',
      });
    orders.push(order!.id);
    shipments.push(await book(order!.id, placed));
  }
  await knex('apiKeyRateCaps').insert({ userId: supplier!.id, cap: 1_000_000 });
  const { key } = (await call(url, supplierCookie!, '/api/keys', {
    name: 'Forwarder',
    permissions: ['write:shipments'],
    rateLimit: 1_000_000,
  })) as { key: string };
  // The followed order: its last two lots on a whole voyage, each planned, estimated and done.
  const voyage = ['GTOT', 'LOAD', 'DEPA', 'ARRI', 'DISC', 'GTIN', 'DROP'];
  for (const lot of shipments.slice(-2)) {
    const events = voyage.flatMap((code, step) =>
      (['PLN', 'EST', 'ACT'] as const).map((classifier) => ({
        eventID: `voyage-${lot}-${code}-${classifier}`,
        eventType: code === 'DEPA' || code === 'ARRI' ? 'TRANSPORT' : 'EQUIPMENT',
        [code === 'DEPA' || code === 'ARRI' ? 'transportEventTypeCode' : 'equipmentEventTypeCode']: code,
        eventClassifierCode: classifier,
        eventDateTime: new Date(
          Date.now() - (voyage.length - step) * 3_600_000 + (classifier === 'EST' ? 60_000 : 0),
        ).toISOString(),
        eventLocation: { locationName: step < 3 ? 'Santos' : 'Hamburg' },
      })),
    );
    const response = await fetch(`${url}/api/shipments/${lot}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(events),
    });
    if (response.status !== 201) throw new Error(`the voyage was refused: ${await response.text()}`);
  }
  return {
    pushedTo: shipments.slice(0, -2),
    followedOrder: orders.at(-1)!,
    key,
    buyerCookie: buyerCookie!,
    supplierId: supplier!.id,
  };
}

/**
 * The baseline: a bare HTTP handler on the same pool that parses the same DCSA JSON and inserts
 * its row, with no key, no checks, no order and no event to dispatch.
 */
async function bareInsertServer(db: Database, recordedBy: string) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const event = JSON.parse(body) as Record<string, string>;
      const shipmentId = Number(/\/(\d+)\/events$/.exec(request.url ?? '')?.[1]);
      db.knex('shipmentEvents')
        .insert({
          shipmentId,
          eventId: `bare-${event.eventID}`,
          milestone: 'loaded',
          classifier: 'actual',
          occurredAt: event.eventDateTime,
          utcOffsetMinutes: 0,
          place: 'Santos',
          issuedAt: new Date(),
          source: 'dcsa',
          recordedBy,
        })
        .then(
          () => response.writeHead(201).end('{}'),
          (error: Error) => response.writeHead(500).end(error.message),
        );
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shipments` };
}

async function pushEvents(url: string, key: string, shipments: number[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      tsxCli,
      path.join(import.meta.dirname, 'shipment-events-load.ts'),
      url,
      key,
      shipments.join(','),
      String(SECONDS),
      String(CONNECTIONS),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return (JSON.parse(stdout) as { perSecond: number }).perSecond;
}

/**
 * Tracking events pushed by a forwarder's key over 16 connections (DCSA JSON, each event new,
 * spread over 200 orders' lots), against a bare handler inserting the same rows; then the
 * tracking view's read of an order delivered in two lots (`GET /api/orders/{id}/shipments`, the
 * buyer signed in) under 32 connections.
 */
export async function benchShipments(): Promise<string> {
  // A forwarder's key makes more changes a minute than a person: as an operator serving forwarders
  // would set RAWEX_WRITES_PER_MINUTE, the changes are not limited here.
  const addressLimits = { ...DEFAULT_ADDRESS_LIMITS, writes: 0 };
  return withBenchApi(
    async ({ db, server }) => {
      const world = await shippingWorld(db, server.url);
      await db.knex.raw('VACUUM ANALYZE');
      const bare = await bareInsertServer(db, world.supplierId);
      try {
        const runs: string[] = [];
        for (const round of [1, 2]) {
          // Each round adds thousands of events: the planner learns of them, as autovacuum's analyse would.
          await db.knex.raw('ANALYZE shipment_events');
          const api = await pushEvents(`${server.url}/api/shipments`, world.key, world.pushedTo);
          await settle(db);
          const baseline = await pushEvents(bare.url, world.key, world.pushedTo);
          await settle(db);
          runs.push(
            `  round ${round}: events pushed, ${CONNECTIONS} connections   API ${api.toFixed(0)}/s   bare insert handler ${baseline.toFixed(0)}/s   ratio ${(api / baseline).toFixed(2)}`,
          );
        }
        await db.knex.raw('ANALYZE shipment_events');
        // What any call with a key pays before its own work: the key's check, its limits, its count.
        const floor = await load(`${server.url}/api/auth/me`, {
          seconds: SECONDS,
          connections: CONNECTIONS,
          headers: { authorization: `Bearer ${world.key}` },
        });
        await settle(db);
        const signedIn = await load(`${server.url}/api/auth/me`, {
          seconds: SECONDS,
          headers: { cookie: world.buyerCookie },
        });
        await settle(db);
        const tracking = await load(`${server.url}/api/orders/${world.followedOrder}/shipments`, {
          seconds: SECONDS,
          headers: { cookie: world.buyerCookie },
        });
        if (tracking.non2xx + tracking.errors > 0) throw new Error('failed requests reading the tracking');
        return [
          `shipments (PostgreSQL, ${SECONDS} s each, ${ORDERS} orders of one lot):`,
          ...runs,
          `  floor: GET /api/auth/me with the same key, ${CONNECTIONS} connections   ${floor.requestsPerSecond.toFixed(0)} req/s   p99 ${floor.p99Ms} ms`,
          `  floor: GET /api/auth/me signed in as the buyer, 32 connections   ${signedIn.requestsPerSecond.toFixed(0)} req/s   p99 ${signedIn.p99Ms} ms`,
          `  tracking read, GET /api/orders/{id}/shipments (two lots, a voyage of 21 events each), 32 connections   ${tracking.requestsPerSecond.toFixed(0)} req/s   p50 ${tracking.p50Ms} ms   p99 ${tracking.p99Ms} ms`,
        ].join('\n');
      } finally {
        bare.server.close();
      }
    },
    { addressLimits },
  );
}
