import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categoryListSchema, healthSchema } from '@rawex/api/contracts';
import { createServerDatabase } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  checkoutBin,
  rawexBin,
  startRawex,
  stopRawex,
  type Instance,
} from '../testing/rawex-processes.ts';

/** The environment of a fresh machine: no DATABASE_URL, an empty data folder. */
function freshMachineEnvironment(dataDirectory: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  return { ...environment, RAWEX_DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' };
}

describe('rawex start on an empty data folder', () => {
  let parent: string;
  let dataDirectory: string;
  let rawex: Instance;
  let url: string;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'rawex-start-'));
    // A fresh machine: no DATABASE_URL, and no data folder until rawex makes it; the checkout's
    // own rawex, as `npm start` runs it.
    dataDirectory = path.join(parent, 'data');
    rawex = await startRawex({ dataDirectory, bin: checkoutBin });
    url = rawex.url;
  }, 120_000);

  afterAll(async () => {
    await stopRawex(rawex);
    await rm(parent, { recursive: true, force: true });
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

  it('prints the demo sign-ins that sign in: a buyer firm’s people, a verified supplier with orders and quotes and its sales member, an administrator', async () => {
    const printed = [
      ...rawex.output.matchAll(
        /^ {2}(buyer|purchaser|approver|supplier|sales|administrator) +(\S+@\S+) +(\S+)$/gm,
      ),
    ];
    expect(printed.map(([, as]) => as)).toEqual([
      'buyer',
      'purchaser',
      'approver',
      'supplier',
      'sales',
      'administrator',
    ]);
    // Kept in the data folder for the next start, readable by its owner alone.
    const file = path.join(dataDirectory, 'demo-sign-ins.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(await readFile(file, 'utf8'));
    expect(kept.accounts.map((account: { email: string }) => account.email)).toEqual(
      printed.map(([, , email]) => email),
    );

    // The members sign in acting for the firm they were made members of.
    const roles: Record<string, string> = {
      buyer: 'buyer',
      purchaser: 'buyer',
      approver: 'buyer',
      supplier: 'vendor',
      sales: 'vendor',
      administrator: 'admin',
    };
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

  it('keeps its data in a data folder readable by its owner alone, and stops cleanly on SIGTERM', async () => {
    expect((await stat(dataDirectory)).mode & 0o777).toBe(0o700);
    expect(await readdir(dataDirectory)).toEqual(expect.arrayContaining(['pglite', 'uploads']));
    expect(await stopRawex(rawex)).toBe(0);
  });
});

describe('rawex command-line errors', () => {
  it.each([
    [['--products', '12.5'], '--products: must be a whole number'],
    [
      ['--currencies', 'USD,EURO'],
      '--currencies.1: must be currency codes separated by commas, like USD,EUR',
    ],
  ])('rejects db seed %j, before touching the database', async (options, message) => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-cli-'));
    try {
      const child = spawn(process.execPath, [rawexBin, 'db', 'seed', ...options], {
        env: freshMachineEnvironment(dataDirectory),
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      expect(stderr).toContain(message);
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
