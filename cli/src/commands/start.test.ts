import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@rawex/api';
import { categoryListSchema, healthSchema } from '@rawex/api/contracts';
import { createServerDatabase, type ServerDatabase } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startRawex, stopRawex, type Instance } from '../testing/rawex-processes.ts';

const rawexBin = path.resolve(import.meta.dirname, '../../bin/rawex.js');

/** The environment of a fresh machine: no DATABASE_URL, an empty data folder. */
function freshMachineEnvironment(dataDirectory: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  return { ...environment, RAWEX_DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' };
}

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

describe('rawex start on an empty data folder', () => {
  let dataDirectory: string;
  let rawex: Instance;
  let url: string;

  beforeAll(async () => {
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-start-'));
    // A fresh machine: no DATABASE_URL, an empty data folder.
    rawex = await startRawex({ dataDirectory });
    url = rawex.url;
  }, 120_000);

  afterAll(async () => {
    await stopRawex(rawex);
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('answers /api/health from the embedded database, fully migrated', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', migrations: { pending: [] } },
    });
  });

  it('serves the seeded categories on /api/categories', async () => {
    const response = await fetch(`${url}/api/categories`);
    expect(response.status).toBe(200);
    const categories = categoryListSchema.parse(await response.json());
    expect(categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining([
        'cash-crops',
        'forestry',
        'livestock',
        'medicinal-herbs',
        'rare-earth',
        'crude-oil',
      ]),
    );
  });

  it('prints three demo sign-ins that sign in: a buyer, a verified supplier with orders and quotes, an administrator', async () => {
    const printed = [...rawex.output.matchAll(/^ {2}(buyer|supplier|administrator) +(\S+@\S+) +(\S+)$/gm)];
    expect(printed.map(([, as]) => as)).toEqual(['buyer', 'supplier', 'administrator']);
    // Kept in the data folder for the next start, readable by its owner alone.
    const file = path.join(dataDirectory, 'demo-sign-ins.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(await readFile(file, 'utf8'));
    expect(kept.accounts.map((account: { email: string }) => account.email)).toEqual(
      printed.map(([, , email]) => email),
    );

    const roles: Record<string, string> = { buyer: 'buyer', supplier: 'vendor', administrator: 'admin' };
    for (const [, as, email, password] of printed) {
      expect(password).toBe(kept.password);
      const signIn = await call(rawex, 'POST', '/api/auth/login', { email, password });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const me = await call<{ id: string; role: string; isVerified: boolean }>(
        rawex,
        'GET',
        '/api/auth/me',
        undefined,
        {
          cookie,
        },
      );
      expect(me.body.role).toBe(roles[as!]);
      if (as === 'supplier') {
        expect(me.body.isVerified).toBe(true);
        const orders = await call<{ status: string }[]>(
          rawex,
          'GET',
          `/api/orders?vendorId=${me.body.id}`,
          undefined,
          {
            cookie,
          },
        );
        expect(orders.body.map((order) => order.status).sort()).toEqual(['pending', 'shipped']);
        const quotes = await call<unknown[]>(rawex, 'GET', '/api/quotes', undefined, { cookie });
        expect(quotes.body.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps its data in the data folder and stops cleanly on SIGTERM', async () => {
    expect(await readdir(dataDirectory)).toEqual(expect.arrayContaining(['pglite', 'uploads']));
    expect(await stopRawex(rawex)).toBe(0);
  });
});

describe('rawex command-line errors', () => {
  it('rejects a --products count that is not a whole number, before touching the database', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-cli-'));
    try {
      const child = spawn(process.execPath, [rawexBin, 'db', 'seed', '--products', '12.5'], {
        env: freshMachineEnvironment(dataDirectory),
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      expect(stderr).toContain('--products: must be a whole number');
      expect(await readdir(dataDirectory)).toEqual([]);
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });

  it('refuses a stop timeout under a second, naming the setting, before touching the database', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-cli-'));
    try {
      const child = spawn(process.execPath, [rawexBin, 'start'], {
        env: { ...freshMachineEnvironment(dataDirectory), RAWEX_STOP_TIMEOUT_S: '0.5' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).not.toBe(0);
      expect(stderr).toContain('RAWEX_STOP_TIMEOUT_S: RAWEX_STOP_TIMEOUT_S must be at least 1 second');
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(await readdir(dataDirectory)).toEqual([]);
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });
});

describe('rawex start --dev', () => {
  it('listens on this machine alone, and its dev server never serves the data folder', async () => {
    // In the checkout, as the default .data is: inside what vite serves files from.
    const dataDirectory = await mkdtemp(path.resolve(import.meta.dirname, '../../../.data-dev-'));
    const database = await createServerDatabase('rawex_dev', { migrated: true });
    const rawex = await startRawex({
      databaseUrl: database.url,
      dataDirectory,
      command: ['start', '--dev', '--no-worker'],
      // Whatever HOST this shell has: the dev server's own default is under test.
      environment: { HOST: undefined },
    });
    try {
      const url = new URL(rawex.url);
      expect(url.hostname).toBe('127.0.0.1');
      const secret = path.join(dataDirectory, 'mail', 'welcome.eml');
      await mkdir(path.dirname(secret), { recursive: true });
      await writeFile(secret, 'To: buyer@example.com');
      // As a file, and as a module vite would make of it.
      for (const asked of [`/@fs${secret}`, `/@fs${secret}?raw`, `/@fs${secret}?import&raw`]) {
        const byPath = await fetch(`${url.origin}${asked}`);
        expect(byPath.status, asked).toBe(403);
        expect(await byPath.text()).not.toContain('buyer@example.com');
      }
    } finally {
      await stopRawex(rawex);
      await database.drop();
      await rm(dataDirectory, { recursive: true, force: true });
    }
  }, 120_000);
});

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
    const signalled = performance.now();
    child.kill('SIGTERM');
    await waitForLine(child, /Received SIGTERM/);
    await expect(hung.answered).rejects.toThrow();
    const [code] = (await once(child, 'exit')) as [number];
    // 0: the connection was cut in time and the rest stopped cleanly, before the deadline's exit 1.
    expect(code).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(stopTimeoutSeconds * 1000);

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
