import { extname } from 'node:path';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import type { AuthUser } from '../actor.ts';
import type { Logger } from '../logger.ts';
import { batchedTallies } from '../batched-tallies.ts';
import { tooManyRequests } from '../errors/index.ts';
import { clientAddress, clientNetwork, isLoopback } from './client-address.ts';
import { isRead } from './methods.ts';

const MINUTE_MS = 60_000;

/** Requests one address may make in a minute, by kind; 0 leaves that kind unlimited. */
export interface AddressLimits {
  /** Pages and API reads (GET, HEAD). */
  reads: number;
  /** API changes (POST, PUT, PATCH, DELETE). */
  writes: number;
  /** Sign-ins, sign-ups and asking for a verification email again. */
  signIns: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = { reads: 3000, writes: 600, signIns: 60 };

type Kind = keyof AddressLimits;

const KIND_NAMES: Record<Kind, string> = { reads: 'reads', writes: 'changes', signIns: 'sign-ins' };

const SIGN_IN_PATHS = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/verification-email']);

/**
 * What kind of request this is, or undefined when it is not counted: what is only ever a stored
 * file is not worth counting (the built app's hashed assets, an uploaded file as it was stored, a
 * file asked for by a client that takes no page). Anything the server may render as a page is
 * counted, whatever its path looks like, and so is a picture resized on request (`?w=`).
 */
function kindOf(ctx: Context): Kind | undefined {
  if (!isRead(ctx)) return SIGN_IN_PATHS.has(ctx.path) ? 'signIns' : 'writes';
  if (ctx.path.startsWith('/assets/')) return undefined;
  if (ctx.path.startsWith('/uploads/')) return ctx.query.w === undefined ? undefined : 'reads';
  if (extname(ctx.path) !== '' && !ctx.path.startsWith('/api/') && !ctx.accepts('html')) return undefined;
  return 'reads';
}

/** Whose count a key's writes go to: its account's, whichever of the account's keys sends them. */
const ACCOUNT = 'account ';

/**
 * An IPv6 site (a /48) may make this many times what one of its networks (a /64) may: room for
 * an office's subnets, but not for the 65,536 networks a /48 holds, each counted afresh.
 */
export const IPV6_NETWORK_FACTOR = 16;

interface Tally {
  kind: Kind;
  address: string;
  minute: number;
  requests: number;
}

export interface AddressLimiter {
  middleware: Middleware;
  /** Writes this process's counts and learns every process's, in one query. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Per-address limits for anonymous and signed-in traffic, in fixed one-minute windows, agreed by
 * every process through PostgreSQL without a query per request: each process counts in
 * memory and every `flushMs` adds its counts to `address_requests` in one upsert, which answers
 * the totals of all processes. A request is refused (429, Retry-After and RateLimit headers) when
 * the last total known plus what this process counted since passes the limit, so processes agree
 * within one flush. The machine itself is not limited: the storefront's renderer calls its own API
 * for every page, and a reverse proxy on the same machine sets TRUST_PROXY, so its clients are
 * counted by their own addresses.
 */
export function createAddressLimiter(
  db: Knex,
  logger: Logger,
  limits: AddressLimits,
  flushMs = 1000,
): AddressLimiter {
  /**
   * The addresses each client is counted under, parsed once: its own (an IPv6 client's /64) and,
   * for IPv6, its site's /48 as well; and whether it is this machine's. Forgotten whole past
   * 100,000 clients, to stay small.
   */
  let addresses = new Map<string, { address: string; network: string | undefined; loopback: boolean }>();
  const countedAddresses = (ip: string) => {
    let counted = addresses.get(ip);
    if (!counted) {
      if (addresses.size >= 100_000) addresses = new Map();
      counted = { address: clientAddress(ip), network: clientNetwork(ip), loopback: isLoopback(ip) };
      addresses.set(ip, counted);
    }
    return counted;
  };
  /**
   * The machine itself, not counted: the storefront's renderer calling its API. Told by the
   * socket too, not only by a forwarded address, which a client may write.
   */
  const isTheMachineItself = (ctx: Context) =>
    countedAddresses(ctx.ip).loopback && countedAddresses(ctx.req.socket.remoteAddress ?? '').loopback;
  /** Every process's count at the last flush, by kind, address and minute. */
  let known = new Map<string, { minute: number; requests: number }>();
  /** This process's counts on their way to the database, neither counted since nor known yet. */
  const beingWritten = new Map<string, number>();
  const keyOf = (kind: Kind, address: string, minute: number) => `${kind} ${address} ${minute}`;
  const writing = (batch: Tally[], sign: 1 | -1) => {
    for (const tally of batch) {
      const key = keyOf(tally.kind, tally.address, tally.minute);
      const requests = (beingWritten.get(key) ?? 0) + sign * tally.requests;
      if (requests === 0) beingWritten.delete(key);
      else beingWritten.set(key, requests);
    }
  };
  const tallies = batchedTallies<Tally>(logger, {
    what: 'Requests per address',
    flushMs,
    write: async (batch) => {
      writing(batch, 1);
      const written = db.raw(
        `INSERT INTO address_requests (kind, address, minute, requests)
         SELECT * FROM unnest(?::text[], ?::text[], ?::timestamptz[], ?::int[])
         ON CONFLICT (kind, address, minute) DO UPDATE SET requests = address_requests.requests + excluded.requests
         RETURNING kind, address, minute, requests`,
        [
          batch.map((tally) => tally.kind),
          batch.map((tally) => tally.address),
          batch.map((tally) => new Date(tally.minute * MINUTE_MS).toISOString()),
          batch.map((tally) => tally.requests),
        ],
      ) as unknown as Promise<{ rows: { kind: Kind; address: string; minute: Date; requests: number }[] }>;
      const { rows } = await written.catch((error: unknown) => {
        writing(batch, -1);
        throw error;
      });
      // In one go with the totals that now hold them: never counted twice, never missed.
      writing(batch, -1);
      const current = Math.floor(Date.now() / MINUTE_MS);
      const stillCounted = [...known].filter(([, count]) => count.minute >= current);
      known = new Map(stillCounted);
      for (const row of rows) {
        const minute = new Date(row.minute).getTime() / MINUTE_MS;
        known.set(keyOf(row.kind, row.address, minute), { minute, requests: Number(row.requests) });
      }
      await db('addressRequests')
        .where('minute', '<', new Date((current - 1) * MINUTE_MS))
        .delete();
    },
  });

  return {
    middleware: async (ctx, next) => {
      // A key has an hourly limit of its own; its writes count against its account as well, all
      // its keys together, as a browser's count against its address.
      const byKey = ctx.state.authenticatedBy === 'apiKey';
      if (byKey && isRead(ctx)) return next();
      const kind = byKey ? 'writes' : kindOf(ctx);
      const limit = kind && limits[kind];
      if (!kind || !limit) return next();
      if (!byKey && isTheMachineItself(ctx)) return next();
      const { address, network } = byKey
        ? { address: ACCOUNT + (ctx.state.user as AuthUser).id, network: undefined }
        : countedAddresses(ctx.ip);
      const now = Date.now();
      const minute = Math.floor(now / MINUTE_MS);
      const count = (counted: string) => {
        const key = keyOf(kind, counted, minute);
        const tally = tallies.tally(key, () => ({ kind, address: counted, minute, requests: 0 }));
        tally.requests += 1;
        return (known.get(key)?.requests ?? 0) + (beingWritten.get(key) ?? 0) + tally.requests;
      };
      const used = count(address);
      const networkLimit = limit * IPV6_NETWORK_FACTOR;
      const networkOver = network !== undefined && count(network) > networkLimit;
      const resetSeconds = Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000);
      ctx.set({
        'RateLimit-Limit': String(limit),
        'RateLimit-Remaining': String(Math.max(0, limit - used)),
        'RateLimit-Reset': String(resetSeconds),
      });
      if (used > limit || networkOver) {
        const from = byKey ? 'through this account’s API keys' : 'from your network';
        const most = used > limit ? limit : networkLimit;
        throw tooManyRequests(
          'too_many_requests',
          `Too many requests ${from}: ${most} ${KIND_NAMES[kind]} a minute at most. Try again in ${resetSeconds} seconds.`,
          resetSeconds,
        );
      }
      return next();
    },
    flush: tallies.flush,
    stop: tallies.stop,
  };
}
