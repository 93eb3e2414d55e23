import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createAccount, type AuthUser, type Database } from '@rawex/api';
import { messageListQuerySchema, rfqListQuerySchema } from '@rawex/api/contracts';
import { listMessages } from '@rawex/api/conversations';
import { listRfqs } from '@rawex/api/rfqs';
import { findSession, SESSION_COOKIE } from '@rawex/api/sessions';
import { load, type LoadResult } from './load.ts';
import { settle, withBenchApi } from './support.ts';

const REQUESTS = Number(process.env.BENCH_RFQS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BUYERS = 50;
const PASSWORD = 'bench trade password 2026';

interface TradeWorld {
  supplier: AuthUser;
  conversationId: number;
}

/**
 * `requests` requests for quotation from 50 buyers over six categories (two in three open, one in
 * fifty addressed to the measured supplier), and `messages` messages over conversations of 100
 * messages each, the measured one among them; written by SQL, then analysed.
 */
async function seedTrade(db: Database, requests: number, messages: number): Promise<TradeWorld> {
  const knex = db.knex;
  const supplier = await createAccount(knex, {
    email: 'bench-supplier@example.com',
    password: PASSWORD,
    firstName: 'Bea',
    lastName: 'Bench',
    role: 'vendor',
    companyName: 'Bench Metals',
  });
  const buyers: string[] = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const [row] = await knex('users')
      .insert({ email: `bench-buyer-${index}@example.com`, passwordHash: 'x', role: 'buyer' })
      .returning('id');
    buyers.push(row.id);
  }
  const categories = await knex('categories')
    .insert(
      ['Coffee', 'Cocoa', 'Copper', 'Teak', 'Zinc', 'Saffron'].map((name) => ({
        name,
        slug: `bench-${name.toLowerCase()}`,
      })),
    )
    .returning('id');
  await knex.raw(
    `INSERT INTO rfqs (buyer_id, vendor_id, category_id, title, description, quantity, unit, currency, incoterm,
                       destination, expires_at, status, created_at)
     SELECT (?::text[])[1 + i % ?], CASE WHEN i % 50 = 0 THEN ? END, (?::int[])[1 + i % ?],
            'Lot ' || i || ' of ' || (ARRAY['arabica', 'cocoa beans', 'copper cathode', 'teak logs', 'zinc ingot', 'saffron'])[1 + i % 6],
            'Grade A, inspected at loading, in export packing.', 1000 + i % 5000, 'kg', 'USD', 'CIF', 'Rotterdam',
            CASE WHEN i % 3 = 0 THEN now() - interval '1 day' ELSE now() + (1 + i % 80) * interval '1 day' END,
            CASE WHEN i % 3 = 0 THEN 'expired' ELSE 'open' END,
            now() - (? - i) * interval '1 minute'
     FROM generate_series(1, ?) i`,
    [
      buyers,
      BUYERS,
      supplier.id,
      categories.map((row: { id: number }) => row.id),
      categories.length,
      requests,
      requests,
    ],
  );
  const conversations = Math.max(1, Math.floor(messages / 100));
  const { rows: opened } = await knex.raw(
    `INSERT INTO conversations (buyer_id, vendor_id)
     SELECT (?::text[])[1 + i % ?], ? FROM generate_series(1, ?) i RETURNING id`,
    [buyers, BUYERS, supplier.id, conversations],
  );
  const first = Math.min(...(opened as { id: number }[]).map((row) => row.id));
  await knex.raw(
    `INSERT INTO messages (conversation_id, sender_id, body, created_at)
     SELECT ? + i % ?, CASE WHEN i % 2 = 0 THEN ? ELSE (?::text[])[1 + (i % ?) % ?] END,
            'Message ' || i || ': can you do 3.90 on CIF terms for the next shipment',
            now() - (? - i) * interval '1 second'
     FROM generate_series(1, ?) i`,
    [first, conversations, supplier.id, buyers, conversations, BUYERS, messages, messages],
  );
  await knex.raw('VACUUM ANALYZE');
  return {
    supplier: {
      id: supplier.id,
      email: supplier.email,
      role: 'vendor',
      companyId: supplier.id,
      companyRole: 'owner',
      emailConfirmed: true,
    },
    conversationId: first,
  };
}

/**
 * The baseline: a bare node:http handler running the route's SQL on the same pool — the session's
 * lookup from the cookie, then the same service function — with none of Koa's routing, middleware,
 * validation or mapping. With `signIn` false it skips the session's lookup (the earlier baseline).
 */
async function startBareServer(db: Database, world: TradeWorld, signIn: boolean) {
  const cookiePrefix = `${SESSION_COOKIE}=`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const token = request.headers.cookie
      ?.split('; ')
      .find((pair) => pair.startsWith(cookiePrefix))
      ?.slice(cookiePrefix.length);
    const signedIn = signIn && token ? findSession(db.knex, token) : Promise.resolve(undefined);
    const work = signedIn.then((session): Promise<unknown> => {
      if (signIn && !session) throw new Error('not signed in');
      const user = session?.user ?? world.supplier;
      return url.pathname.startsWith('/messages')
        ? listMessages(db.knex, user, world.conversationId, messageListQuerySchema.parse(query)).then(
            ({ messages }) => messages,
          )
        : listRfqs(db.knex, user, rfqListQuerySchema.parse(query)).then(({ rfqs }) => rfqs);
    });
    work.then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      },
      (error: Error) => {
        response.writeHead(500);
        response.end(error.message);
      },
    );
  });
  server.listen(0);
  await once(server, 'listening');
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Measured {
  api: LoadResult;
  bare: LoadResult;
  /** The bare handler without the session's lookup. */
  bareSignedOut: LoadResult;
}

async function measureAt(requests: number, messages: number): Promise<Record<string, Measured>> {
  return withBenchApi(async ({ db, server }) => {
    const world = await seedTrade(db, requests, messages);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: world.supplier.email, password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const bare = await startBareServer(db, world, true);
    const bareSignedOut = await startBareServer(db, world, false);
    const cases = {
      'open requests, newest': ['/api/rfqs?limit=20', '/rfqs?limit=20'],
      'open requests, closing soonest': ['/api/rfqs?limit=20&sort=closing', '/rfqs?limit=20&sort=closing'],
      'a conversation’s messages': [
        `/api/conversations/${world.conversationId}/messages?limit=50`,
        '/messages?limit=50',
      ],
    } as const;
    const results: Record<string, Measured> = {};
    try {
      for (const [label, [apiPath, barePath]] of Object.entries(cases)) {
        const options = { connections: CONNECTIONS, headers: { cookie } };
        await load(`${server.url}${apiPath}`, { ...options, seconds: 2 });
        await load(`${bare.url}${barePath}`, { ...options, seconds: 2 });
        const run = async (url: string) => {
          await settle(db);
          return load(url, { ...options, seconds: SECONDS });
        };
        const measured: Measured = {
          api: await run(`${server.url}${apiPath}`),
          bare: await run(`${bare.url}${barePath}`),
          bareSignedOut: await run(`${bareSignedOut.url}${barePath}`),
        };
        await settle(db);
        if (Object.values(measured).some((result) => result.non2xx + result.errors > 0))
          throw new Error(`${label}: failed requests`);
        results[label] = measured;
      }
    } finally {
      await Promise.all([bare.close(), bareSignedOut.close()]);
    }
    return results;
  });
}

/**
 * `npm run bench trade`: a supplier's open requests and a conversation's messages through the API
 * under 16 connections, against a bare handler on the same SQL, at 100,000 requests and 1,000,000
 * messages and at a tenth of that: the API's share of the bare rate, and how much dearer a request
 * is at ten times the data.
 */
export async function benchTrade(): Promise<string> {
  const small = await measureAt(REQUESTS / 10, MESSAGES / 10);
  const large = await measureAt(REQUESTS, MESSAGES);
  const rate = (result: LoadResult) =>
    `${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s p99 ${String(result.p99Ms).padStart(3)} ms`;
  const lines = [
    `trade, ${CONNECTIONS} connections, ${SECONDS} s each (PostgreSQL): ${REQUESTS.toLocaleString('en-US')} requests and ${MESSAGES.toLocaleString('en-US')} messages, and a tenth of that`,
  ];
  for (const label of Object.keys(large)) {
    const big = large[label]!;
    const tenth = small[label]!;
    lines.push(
      `  ${label.padEnd(32)} full: API ${rate(big.api)}  bare ${rate(big.bare)}  ratio ${(big.api.requestsPerSecond / big.bare.requestsPerSecond).toFixed(2)}` +
        `   tenth: API ${rate(tenth.api)}  ratio ${(tenth.api.requestsPerSecond / tenth.bare.requestsPerSecond).toFixed(2)}` +
        `   (bare without the session's lookup ${rate(big.bareSignedOut)}  ratio ${(big.api.requestsPerSecond / big.bareSignedOut.requestsPerSecond).toFixed(2)})` +
        `   cost ×${(tenth.api.requestsPerSecond / big.api.requestsPerSecond).toFixed(2)} at 10× the data`,
    );
  }
  return lines.join('\n');
}
