import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount } from '@rawex/api';
import { seedDatabase } from '@rawex/cli/seed';
import { benchCheckout, signIn } from './keys-and-checkout.ts';
import { withBenchApi } from './support.ts';

const ORDERS = Number(process.env.BENCH_EVENT_ORDERS ?? 200);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;

/**
 * Events that reach systems: checkout under load with the supplier's webhook subscribed (each
 * order's events and dispatch job written inside the checkout statement), against bare
 * conditional-update transactions; then, with a worker beside the API, the time from an order's commit (its
 * checkout answered) to its signed `order.created` delivery arriving at a receiver, over 200 orders.
 */
export async function benchEvents(): Promise<string> {
  const arrivals = new Map<number, number>();
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { id: number } };
      if (event.type === 'order.created') arrivals.set(event.data.id, performance.now());
      response.end();
    });
  }).listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    return await withBenchApi(
      async ({ db, storage, server, startWorker }) => {
        await seedDatabase(db, storage);
        await db.knex.raw('VACUUM ANALYZE');
        const product = await db
          .knex('products')
          .where({ isActive: true })
          .orderBy('id')
          .first('id', 'vendorId');
        await db
          .knex('products')
          .where({ id: product.id })
          .update({ availableQuantity: 2_000_000_000, minimumOrder: 1 });
        await db
          .knex('marketplaceSettings')
          .where({ name: 'max_pending_orders' })
          .update({ value: JSON.stringify(1_000_000) });
        // The supplier's own webhook: every order of its product is delivered to it.
        await db.knex('users').where({ id: product.vendorId }).update({ emailVerifiedAt: new Date() });
        await db.knex('webhooks').insert({
          userId: product.vendorId,
          url: receiverUrl,
          events: ['order.created'],
          secret: `whsec_${Buffer.from('benchmark secret, 24 bytes').toString('base64')}`,
        });
        // Checkout with its events enqueued (written by the checkout statement itself)...
        const checkout = await benchCheckout(db, server.url, product.id);
        // ...then a worker works through them, before single orders are timed.
        await startWorker();
        while (
          Number(
            (await db.knex.raw(`SELECT count(*) AS n FROM pgboss.job WHERE state < 'completed'`)).rows[0].n,
          ) > 0
        ) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }

        const password = 'benchmark password';
        const buyer = await createAccount(db.knex, {
          email: 'latency@bench.example',
          password,
          firstName: 'Lat',
          lastName: 'Ency',
          role: 'buyer',
        });
        const cookie = await signIn(server.url, buyer.email, password);
        const committed = new Map<number, number>();
        for (let placed = 0; placed < ORDERS; placed += 1) {
          await fetch(`${server.url}/api/cart`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, origin: server.url },
            body: JSON.stringify({ productId: product.id, quantity: 1 }),
          });
          const response = await fetch(`${server.url}/api/checkout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, origin: server.url },
            body: JSON.stringify({ shippingAddress: '1 Harbour Road, Rotterdam' }),
          });
          const answered = performance.now();
          const { orders } = (await response.json()) as { orders: { id: number }[] };
          committed.set(orders[0]!.id, answered);
          // Orders a few at a second, as a busy marketplace places them, not back to back.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const deadline = performance.now() + 60_000;
        while ([...committed.keys()].some((id) => !arrivals.has(id)) && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const latencies = [...committed]
          .map(([id, at]) => (arrivals.get(id) ?? Number.NaN) - at)
          .sort((a, b) => a - b);
        const missing = latencies.filter(Number.isNaN).length;
        if (missing > 0) throw new Error(`${missing} of ${ORDERS} webhooks never arrived`);
        return [
          'events (PostgreSQL):',
          checkout,
          `  commit to webhook arrival, ${ORDERS} orders   median ${percentile(latencies, 0.5).toFixed(0)} ms   p99 ${percentile(latencies, 0.99).toFixed(0)} ms   max ${latencies.at(-1)!.toFixed(0)} ms`,
        ].join('\n');
      },
      { events: { webhooks: { retryScale: 1, allowPrivateAddresses: true } } },
    );
  } finally {
    receiver.close();
  }
}
