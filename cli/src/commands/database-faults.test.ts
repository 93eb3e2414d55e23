import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createLogger, openDatabase, type Database } from '@rawex/api';
import type { CheckoutResult, ProblemBody, Product } from '@rawex/api/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  giveTo,
  packagedPostgres,
  postgresBinaries,
  runProgram,
  serverUser,
  startPostgres,
  TEST_SERVER_SETTINGS,
  type RunningServer,
} from '../../../scripts/postgres-binaries.ts';
import { call, signUpBuyer, startRawex, stopRawex, type Instance } from '../testing/rawex-processes.ts';

/** What readers saw, request by request, while the database went away and came back. */
interface Answer {
  at: number;
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
}

/** A PostgreSQL server of this file's own, made but not started: the suite's is shared by every other file. */
async function throwAwayServer() {
  const user = await serverUser();
  const binaries = await postgresBinaries(user, { packageDirectory: await packagedPostgres() });
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-faults-'));
  // The server's user (postgres, when this is root) must reach its data folder.
  await chmod(folder, 0o755);
  const dataDirectory = path.join(folder, 'postgres');
  await giveTo(folder, user);
  await runProgram(
    binaries,
    'initdb',
    [`--pgdata=${dataDirectory}`, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync'],
    user,
  );
  const port = await freePort();
  return {
    folder,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => startPostgres({ binaries, dataDirectory, port, user, settings: TEST_SERVER_SETTINGS }),
  };
}

/** Collects what a rawex process prints from now on. */
function printedBy(instance: Instance): () => string {
  let printed = '';
  for (const stream of [instance.child.stdout, instance.child.stderr])
    stream.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return () => printed;
}

describe('rawex start and rawex worker before PostgreSQL answers', () => {
  let folder: string;
  let server: RunningServer | undefined;
  const instances: Instance[] = [];

  afterAll(async () => {
    for (const instance of instances) await stopRawex(instance);
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('wait for it, saying so once, and are ready once it answers', async () => {
    const database = await throwAwayServer();
    folder = database.folder;
    const outputs = ['', ''];
    const starting = [
      startRawex({
        databaseUrl: database.url,
        dataDirectory: path.join(folder, 'start'),
        onOutput: (output) => (outputs[0] = output),
      }),
      startRawex({
        databaseUrl: database.url,
        dataDirectory: path.join(folder, 'worker'),
        command: ['worker'],
        ready: /worker is running the background jobs()/,
        onOutput: (output) => (outputs[1] = output),
      }),
    ];
    // A process that gave up instead of waiting fails the test where its start is awaited, below.
    for (const start of starting) start.catch(() => undefined);
    await expect
      .poll(() => outputs.every((output) => output.includes('Waiting for')), { timeout: 60_000 })
      .toBe(true);
    await delay(1_000);
    server = await database.start();
    instances.push(...(await Promise.all(starting)));
    for (const instance of instances) {
      expect(instance.output.match(/Waiting for PostgreSQL \(DATABASE_URL\)/g)).toHaveLength(1);
      expect(instance.output).toMatch(/ECONNREFUSED/);
    }
    const health = await fetch(`${instances[0]!.url}/api/health/ready`);
    expect(health.status).toBe(200);
  }, 240_000);
});

/**
 * Restarted the way a minor upgrade or a host restart does it: a fast shutdown, which ends every
 * connection with "terminating connection due to administrator command", then a start on the same
 * files and port.
 */
describe('rawex start while its PostgreSQL server restarts', () => {
  let folder: string;
  let startServer: () => Promise<RunningServer>;
  let server: RunningServer;
  let databaseUrl: string;
  let rawex: Instance;
  let watcher: Database;
  /** What rawex printed once it was ready. */
  let printed: () => string;

  beforeAll(async () => {
    const database = await throwAwayServer();
    ({ folder, start: startServer, url: databaseUrl } = database);
    server = await startServer();
    rawex = await startRawex({ databaseUrl: database.url, dataDirectory: path.join(folder, 'rawex') });
    printed = printedBy(rawex);
    // Its own connection is cut by the restart too: knex's warning about it is not the test's output.
    const quiet = createLogger({ level: 'silent' });
    watcher = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1, logger: quiet });
  }, 240_000);

  afterAll(async () => {
    await stopRawex(rawex);
    await watcher?.close();
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** The connections listening for the job queue's wake-ups. */
  const listeners = async () => {
    const { rows } = (await watcher.knex.raw(
      `SELECT count(*)::integer AS count FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`,
    )) as { rows: { count: number }[] };
    return rows[0]!.count;
  };

  it('answers 503 database_unavailable while it is away, and 200 within 5 s of its return, in the same process', async () => {
    const pid = rawex.child.pid;
    await expect.poll(listeners, { timeout: 10_000 }).toBe(1);
    const answers: Answer[] = [];
    let reading = true;
    // Eight readers of the catalogue, one request after another each, the whole time.
    const readers = Array.from({ length: 8 }, async () => {
      while (reading) {
        const started = Date.now();
        try {
          const response = await fetch(`${rawex.url}/api/products?limit=24`);
          const body = (await response.json()) as { code?: string };
          answers.push({
            at: started,
            status: response.status,
            code: body.code,
            retryAfter: response.headers.get('retry-after'),
            ms: Date.now() - started,
          });
        } catch (error) {
          // No answer at all: the process is gone.
          const { code } = ((error as Error).cause ?? {}) as { code?: string };
          answers.push({ at: started, status: 0, code, retryAfter: null, ms: Date.now() - started });
          return;
        }
      }
    });
    // A buyer with a cart, who will check out while the database is away, and again after.
    const registered = await signUpBuyer(rawex, databaseUrl, 'checks-out-through-a-restart@example.com');
    const buyer = { cookie: registered.cookie };
    const [product] = (await call<Product[]>(rawex, 'GET', '/api/products?limit=1')).body;
    const added = await call(
      rawex,
      'POST',
      '/api/cart',
      { productId: product!.id, quantity: product!.minimumOrder },
      buyer,
    );
    expect(added.status).toBe(201);
    const checkout = () =>
      call<CheckoutResult & ProblemBody>(
        rawex,
        'POST',
        '/api/checkout',
        { shippingAddress: '12 Wharf St, Durban' },
        { ...buyer, 'idempotency-key': 'through-a-restart' },
      );

    await delay(1_000);
    const stoppingAt = Date.now();
    await server.stop();
    const stoppedAt = Date.now();
    await delay(2_000);
    const ready = await fetch(`${rawex.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    const checkoutWhileAway = await checkout();
    expect(checkoutWhileAway.status).toBe(503);
    expect(checkoutWhileAway.body.code).toBe('database_unavailable');
    const restartingAt = Date.now();
    server = await startServer();
    const backAt = Date.now();
    await expect
      .poll(() => answers.some((answer) => answer.at > backAt && answer.status === 200), { timeout: 5_000 })
      .toBe(true);
    reading = false;
    await Promise.all(readers);

    const away = answers.filter((answer) => answer.at > stoppedAt && answer.at < restartingAt);
    expect(away.length).toBeGreaterThan(0);
    // Refused at once, plainly, with when to try again: never a 500, never a wait on a dead server.
    for (const answer of away) {
      expect(answer).toMatchObject({ status: 503, code: 'database_unavailable', retryAfter: '5' });
      expect(answer.ms).toBeLessThan(3_000);
    }
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    const before = answers.filter((answer) => answer.at + answer.ms < stoppingAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((answer) => answer.status === 200)).toBe(true);

    // The same process serves, ready again, and listens for the job queue once more.
    expect(rawex.child.exitCode).toBeNull();
    expect(rawex.child.pid).toBe(pid);
    expect((await fetch(`${rawex.url}/api/health/ready`)).status).toBe(200);
    await expect.poll(listeners, { timeout: 10_000 }).toBe(1);
    // The checkout sent again with its key places one order; once more, it answers the same one.
    const placed = await checkout();
    expect(placed.status).toBe(201);
    const again = await checkout();
    expect(again.status).toBe(200);
    expect(again.body.orders.map((order) => order.id)).toEqual(placed.body.orders.map((order) => order.id));
    expect(await watcher.knex('orders').where({ buyerId: registered.me.id }).count('* as count')).toEqual([
      { count: 1 },
    ]);
    // Its worker runs jobs again: a sign-up's email (written to the data folder, without SMTP).
    const emails = async () => (await readdir(path.join(folder, 'rawex', 'mail')).catch(() => [])).length;
    const emailsBefore = await emails();
    const signUp = await call(rawex, 'POST', '/api/auth/register', {
      email: 'after-the-restart@example.com',
      password: 'a long enough password',
      firstName: 'Ama',
      lastName: 'Buyer',
    });
    expect(signUp.status).toBe(201);
    await expect.poll(emails, { timeout: 10_000 }).toBeGreaterThan(emailsBefore);
    expect(printed()).not.toMatch(/Unhandled|uncaught/i);
  });
});
