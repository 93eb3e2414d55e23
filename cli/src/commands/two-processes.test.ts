import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiKey, CheckoutResult, Me, Order, Product } from '@rawex/api/contracts';
import { createServerDatabase, type ServerDatabase } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpBuyer, startRawex, stopRawex, type Instance } from '../testing/rawex-processes.ts';

/** Two instances share one PostgreSQL server: DATABASE_URL's, or the suite's own (scripts/test-postgres.ts). */
describe('two rawex start processes on one PostgreSQL database', () => {
  let database: ServerDatabase;
  const dataDirectories: string[] = [];
  let first: Instance;
  let second: Instance;
  let product: Product;

  const signUp = (on: Instance) => signUpBuyer(on, database.url);

  beforeAll(async () => {
    database = await createServerDatabase('rawex_two');
    for (let index = 0; index < 3; index += 1) {
      dataDirectories.push(await mkdtemp(path.join(tmpdir(), 'rawex-two-')));
    }
    // The first migrates and seeds, and runs the jobs; the second finds it done, and only serves.
    first = await startRawex({ databaseUrl: database.url, dataDirectory: dataDirectories[0]! });
    second = await startRawex({
      databaseUrl: database.url,
      dataDirectory: dataDirectories[1]!,
      command: ['start', '--no-worker'],
    });
    product = (await call<Product[]>(first, 'GET', '/api/products?limit=1')).body[0]!;
  }, 240_000);

  afterAll(async () => {
    for (const instance of [first, second]) await stopRawex(instance);
    await database?.drop();
    await Promise.all(dataDirectories.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('keeps a session made on one valid on the other, and a sign-out on either ends it on both', async () => {
    const buyer = await signUp(first);
    const me = await call<Me>(second, 'GET', '/api/auth/me', undefined, { cookie: buyer.cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(buyer.email);
    expect((await call(second, 'POST', '/api/auth/logout', undefined, { cookie: buyer.cookie })).status).toBe(
      204,
    );
    expect((await call(first, 'GET', '/api/auth/me', undefined, { cookie: buyer.cookie })).status).toBe(401);
  });

  it('places one order for one Idempotency-Key, whichever instance each try reaches, at the same time', async () => {
    const buyer = await signUp(first);
    const cookie = { cookie: buyer.cookie };
    await call(
      second,
      'POST',
      '/api/cart',
      { productId: product.id, quantity: product.minimumOrder },
      cookie,
    );
    const headers = { ...cookie, 'idempotency-key': `two-${randomBytes(4).toString('hex')}` };
    const shipping = { shippingAddress: '12 Wharf St, Durban' };
    const tries = await Promise.all([
      call<CheckoutResult>(first, 'POST', '/api/checkout', shipping, headers),
      call<CheckoutResult>(second, 'POST', '/api/checkout', shipping, headers),
    ]);
    expect(tries.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(tries[0].body.orders.map((order) => order.id)).toEqual(
      tries[1].body.orders.map((order) => order.id),
    );
    const orders = await call<Order[]>(first, 'GET', `/api/orders?buyerId=${buyer.me.id}`, undefined, cookie);
    expect(orders.body).toHaveLength(1);
  });

  it('counts failed sign-ins for one email across both: after five, the next waits on either', async () => {
    const buyer = await signUp(first);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const on = attempt % 2 === 0 ? first : second;
      const failed = await call(on, 'POST', '/api/auth/login', {
        email: buyer.email,
        password: 'not the password',
      });
      expect(failed.status).toBe(401);
    }
    for (const on of [first, second]) {
      const refused = await call<{ code: string }>(on, 'POST', '/api/auth/login', {
        email: buyer.email,
        password: 'a long enough password',
      });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_failed_logins');
    }
  });

  it('holds an API key to its hourly limit across both', async () => {
    const buyer = await signUp(second);
    const created = await call<ApiKey & { key: string }>(
      first,
      'POST',
      '/api/keys',
      { name: 'limited', permissions: ['read:products'], rateLimit: 3 },
      { cookie: buyer.cookie },
    );
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.key}` };
    const statuses = [];
    for (const on of [first, second, first, second]) {
      statuses.push((await call(on, 'GET', '/api/products?limit=1', undefined, bearer)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('leaves the jobs to `rawex worker` when no API process runs one, and each stops cleanly on SIGTERM', async () => {
    expect(await stopRawex(first)).toBe(0);
    const worker = await startRawex({
      databaseUrl: database.url,
      dataDirectory: dataDirectories[2]!,
      command: ['worker'],
      ready: /(RawEx's worker is running)/,
    });
    try {
      const buyer = await signUp(second);
      await call(
        second,
        'POST',
        '/api/cart',
        { productId: product.id, quantity: product.minimumOrder },
        { cookie: buyer.cookie },
      );
      const placed = await call<CheckoutResult>(
        second,
        'POST',
        '/api/checkout',
        { shippingAddress: '3 Quay Rd, Mombasa' },
        { cookie: buyer.cookie },
      );
      expect(placed.status).toBe(201);
      const number = String(placed.body.orders[0]!.id).padStart(6, '0');
      // The worker wrote the buyer's confirmation (there is no SMTP server): the API process wrote none.
      const mail = (folder: string) => readdir(path.join(folder, 'mail')).catch(() => [] as string[]);
      const deadline = Date.now() + 20_000;
      while (
        !(await mail(dataDirectories[2]!)).some((name) => name.includes(`your-order-${number}-is-placed`))
      ) {
        if (Date.now() > deadline)
          throw new Error(`no confirmation of order ${number} in the worker's mail folder`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await mail(dataDirectories[1]!)).length).toBe(0);
    } finally {
      expect(await stopRawex(worker)).toBe(0);
    }
  });
});
