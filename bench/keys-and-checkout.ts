import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAccount, type Database } from '@rawex/api';
import { createSession, SESSION_COOKIE } from '@rawex/api/sessions';
import { seedDatabase } from '@rawex/cli/seed';
import { load } from './load.ts';
import { settle, throughput, withBenchApi } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUYERS = 50;
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const CARTS = Number(process.env.BENCH_CARTS ?? 8000);

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get('set-cookie');
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0] as string;
}

/** Buyers made straight in the database, each signed in with a session and holding a cart. */
async function buyersWithCarts(db: Database, count: number, productId: number) {
  const users = Array.from({ length: count }, () => ({
    id: randomUUID(),
    email: `buyer-${randomUUID()}@bench.example`,
    role: 'buyer',
  }));
  for (let start = 0; start < users.length; start += 1000) {
    const batch = users.slice(start, start + 1000);
    await db.knex('users').insert(batch);
    await db.knex('cartItems').insert(batch.map((user) => ({ userId: user.id, productId, quantity: 1 })));
  }
  return Promise.all(
    users.map(async (user) => `${SESSION_COOKIE}=${(await createSession(db.knex, user.id)).token}`),
  );
}

/**
 * 50 buyers at a time check out the same product, each with a cart filled beforehand (the load
 * runs in its own process), against 50 bare transactions doing only the conditional stock update.
 */
export async function benchCheckout(db: Database, url: string, productId: number): Promise<string> {
  const cookies = await buyersWithCarts(db, CARTS, productId);
  const cookiesFile = path.join(await mkdtemp(path.join(tmpdir(), 'rawex-bench-')), 'cookies.json');
  await writeFile(cookiesFile, JSON.stringify(cookies));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      tsxCli,
      path.join(import.meta.dirname, 'checkout-load.ts'),
      url,
      cookiesFile,
      String(SECONDS),
      String(BUYERS),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  await rm(path.dirname(cookiesFile), { recursive: true, force: true });
  const api = (JSON.parse(stdout) as { perSecond: number }).perSecond;
  const bareOnce = async () => {
    await db.knex.transaction(async (trx) => {
      const result = await trx.raw(
        `UPDATE products SET available_quantity = available_quantity - 1
         WHERE id = ? AND available_quantity >= 1 RETURNING available_quantity`,
        [productId],
      );
      if (result.rows.length !== 1) throw new Error('out of stock');
    });
  };
  const bare = await throughput(BUYERS, SECONDS, bareOnce);
  return `  checkout, ${BUYERS} buyers at once, one product   API ${api.toFixed(0)} checkouts/s   bare conditional-update transaction ${bare.toFixed(0)}/s   ratio ${(api / bare).toFixed(2)}`;
}

/** The catalogue's first page with a bearer key (rate limited, counted) against no authentication. */
async function benchBearer(db: Database, url: string, ownerCookie: string): Promise<string> {
  const response = await fetch(`${url}/api/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: ownerCookie, origin: url },
    body: JSON.stringify({ name: 'bench', permissions: ['read:products'], rateLimit: 1_000_000 }),
  });
  if (response.status !== 201) throw new Error(`the key was refused: ${await response.text()}`);
  const { key } = (await response.json()) as { key: string };
  const path = `${url}/api/products?limit=24`;
  await load(path, { seconds: 2 });
  await settle(db);
  const plain = await load(path, { seconds: SECONDS });
  await settle(db);
  const bearer = await load(path, { seconds: SECONDS, headers: { authorization: `Bearer ${key}` } });
  await settle(db);
  if (bearer.non2xx + plain.non2xx > 0) throw new Error('failed requests during the bearer benchmark');
  return `  GET /api/products?limit=24, 32 connections   bearer key ${bearer.requestsPerSecond.toFixed(0)} req/s (p99 ${bearer.p99Ms} ms)   no authentication ${plain.requestsPerSecond.toFixed(0)} req/s (p99 ${plain.p99Ms} ms)   ratio ${(bearer.requestsPerSecond / plain.requestsPerSecond).toFixed(2)}`;
}

export async function benchKeysAndCheckout(): Promise<string> {
  return withBenchApi(async ({ db, storage, server }) => {
    await seedDatabase(db, storage);
    await db.knex.raw('VACUUM ANALYZE');
    const product = await db.knex('products').where({ isActive: true }).orderBy('id').first('id');
    await db
      .knex('products')
      .where({ id: product.id })
      .update({ availableQuantity: 2_000_000_000, minimumOrder: 1 });
    const password = 'benchmark password';
    const owner = await createAccount(db.knex, {
      email: 'owner@bench.example',
      password,
      firstName: 'Bench',
      lastName: 'Owner',
      role: 'vendor',
      companyName: 'Bench',
    });
    // A busy integration's key: the cap on its hourly limit raised, as an administrator would.
    await db.knex('apiKeyRateCaps').insert({ userId: owner.id, cap: 1_000_000 });
    const ownerCookie = await signIn(server.url, owner.email, password);
    return [
      `orders and keys (PostgreSQL, ${SECONDS} s each):`,
      await benchCheckout(db, server.url, product.id),
      await benchBearer(db, server.url, ownerCookie),
    ].join('\n');
  });
}
