import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@rawex/api';
import { createServerDatabase, type ServerDatabase } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRawex } from '../testing/rawex-processes.ts';

/** Resolves with the first match of `pattern` in what the process prints; rejects if it exits first. */
function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) resolve(match);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`rawex exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

/** Stopping is the server's, whatever the database: these run on the suite's PostgreSQL server, faster to start. */
describe('rawex start stopping', () => {
  let dataDirectory: string;
  let database: ServerDatabase;

  beforeAll(async () => {
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-stop-'));
    database = await createServerDatabase('rawex_stop', { migrated: true });
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  /** `rawex start` on the test's database and data folder (seeded by the first), and where it answers. */
  const start = (environment: NodeJS.ProcessEnv = {}) =>
    startRawex({ databaseUrl: database.url, dataDirectory, environment });

  /** A buyer signed in on `url`, with a seeded product in the cart: its id and session cookie. */
  async function buyerWithCart(url: string): Promise<{ id: string; cookie: string }> {
    const headers = { 'content-type': 'application/json', origin: url };
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: `stop-${Date.now()}@example.com`,
        password: 'a long enough password',
        firstName: 'Ngozi',
        lastName: 'Buyer',
      }),
    });
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const [product] = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
      id: number;
      minimumOrder: number;
    }[];
    const added = await fetch(`${url}/api/cart`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ productId: product!.id, quantity: product!.minimumOrder }),
    });
    expect(added.status).toBe(201);
    return { id: ((await registered.json()) as { id: string }).id, cookie };
  }

  /**
   * A checkout whose body is sent in two parts: it resolves once the server has the first, the
   * request in flight until `finish()` sends the rest.
   */
  async function slowPost(url: string, cookie: string, body: object) {
    const text = JSON.stringify(body);
    const request = httpRequest(`${url}/api/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        origin: url,
        cookie,
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.once('response', (response) => {
        let received = '';
        response.on('data', (chunk: Buffer) => (received += chunk.toString()));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, body: received }));
      });
      request.once('error', reject);
    });
    answered.catch(() => undefined);
    await new Promise((resolve) => request.write(text.slice(0, 10), resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { finish: () => request.end(text.slice(10)), answered };
  }

  it('on SIGTERM refuses new connections, finishes a checkout in flight, and exits 0; the order is kept', async () => {
    const { child, url } = await start();
    const buyer = await buyerWithCart(url);
    const checkout = await slowPost(url, buyer.cookie, { shippingAddress: '4 Quay Rd, Lagos' });

    const signalled = performance.now();
    child.kill('SIGTERM');
    await waitForLine(child, /Received SIGTERM/);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    checkout.finish();
    const answer = await checkout.answered;
    const [code] = (await once(child, 'exit')) as [number];
    expect(answer.status).toBe(201);
    expect(code).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);

    const placed = (JSON.parse(answer.body) as { orders: { id: number }[] }).orders.map((order) => order.id);
    expect(placed).toHaveLength(1);
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      expect(await db.knex('orders').where({ buyerId: buyer.id }).pluck('id')).toEqual(placed);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('cuts a request that never ends and exits within RAWEX_STOP_TIMEOUT_S; a second SIGTERM exits at once', async () => {
    const stopTimeoutSeconds = 2;
    const { child, url } = await start({ RAWEX_STOP_TIMEOUT_S: String(stopTimeoutSeconds) });
    const { cookie } = await buyerWithCart(url);
    const hung = await slowPost(url, cookie, { shippingAddress: '4 Quay Rd, Lagos' });
    child.kill('SIGTERM');
    await waitForLine(child, /Received SIGTERM/);
    await expect(hung.answered).rejects.toThrow();
    const [code] = (await once(child, 'exit')) as [number];
    // 0: the connection was cut in time and the rest stopped cleanly, before the deadline's exit 1
    // (the process keeps its own deadline; this side's clock adds the signal's way on a busy machine).
    expect(code).toBe(0);

    const again = await start();
    const stuck = await slowPost(again.url, cookie, { shippingAddress: 'never sent' });
    again.child.kill('SIGTERM');
    await waitForLine(again.child, /Received SIGTERM/);
    const twice = performance.now();
    again.child.kill('SIGTERM');
    const [secondCode] = (await once(again.child, 'exit')) as [number];
    expect(secondCode).toBe(1);
    expect(performance.now() - twice).toBeLessThan(1_000);
    await stuck.answered.catch(() => undefined);
  }, 120_000);
});
