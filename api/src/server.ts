import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from './app.ts';
import type { RouteContext } from './platform/http/route-context.ts';
import { createEndpointMetrics } from './keys/endpoint-metrics.middleware.ts';
import {
  createAddressLimiter,
  DEFAULT_ADDRESS_LIMITS,
  type AddressLimits,
} from './platform/http/address-limits.ts';
import { createProductViews } from './catalogue/product-views.ts';
import { keepLists } from './catalogue/kept-lists.ts';
import { createAuctionFeed } from './auctions/auction-feed.ts';
import { pagesCatalogueVersion } from './catalogue/catalogue-version.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { loadConfig } from './config.ts';
import { applyOrderLimits } from './orders/order-expiry.job.ts';
import { applyCollectionAccount } from './payments/index.ts';

/** How long the server waits on a client, in milliseconds: a slow one cannot hold a connection forever. */
export interface ServerTimeouts {
  /** To receive a request's headers (answered 408 after). */
  headers: number;
  /** To receive a whole request, its body included: room for the largest upload on a slow line. */
  request: number;
  /**
   * A kept-alive connection with no request on it is closed after this: longer than whoever
   * reuses it keeps it idle, so that it is they who close it. Closed first by the server, a
   * connection is sometimes reused as it closes, and that request fails (ECONNRESET, a proxy's 502).
   */
  keepAlive: number;
}

/**
 * Keep-alive 65 s: past the 60 s idle of the proxies and load balancers RawEx runs behind (nginx's
 * upstream `keepalive_timeout`, cloud load balancers), and of clients that take the server's hint
 * (`Keep-Alive: timeout=65`; undici, Node's fetch, reuses a socket until 2 s before it).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = { headers: 15_000, request: 120_000, keepAlive: 65_000 };

/** How long a stop waits for the requests in flight before cutting their connections. */
export const STOP_GRACE_MS = 8_000;

export interface RunningServer {
  url: string;
  /**
   * Stops taking connections, lets the requests in flight finish (for `graceMs` at most, then
   * cuts their connections), and stops the metrics' writer.
   */
  close(graceMs?: number): Promise<void>;
}

/** What a server is started with; the job queue, metrics and settings are made when not given. */
export type ServerContext = Omit<RouteContext, 'queue' | 'events'> &
  Partial<Pick<RouteContext, 'queue' | 'events'>>;

export async function startServer(
  { queue, events = loadConfig({}).events, ...context }: ServerContext,
  {
    port,
    host,
    timeouts = {},
    addressLimits = DEFAULT_ADDRESS_LIMITS,
    keepCatalogueLists = true,
    ...options
  }: {
    port: number;
    host?: string | undefined;
    timeouts?: Partial<ServerTimeouts>;
    /** Requests an address may make a minute, by kind (anonymous and signed-in traffic). */
    addressLimits?: AddressLimits;
    /** Keeps catalogue pages per version of the catalogue (true unless told). */
    keepCatalogueLists?: boolean;
  } & Omit<AppOptions, 'addressLimiter'>,
): Promise<RunningServer> {
  const endpointMetrics = context.endpointMetrics ?? createEndpointMetrics(context.db.knex, context.logger);
  const addressLimiter = createAddressLimiter(context.db.knex, context.logger, addressLimits);
  const limits = { ...SERVER_TIMEOUTS, ...timeouts };
  const productViews = context.productViews ?? createProductViews(context.db.knex, context.logger);
  const keptLists = keepCatalogueLists ? (context.keptLists ?? keepLists()) : undefined;
  const catalogueVersion = context.catalogueVersion ?? pagesCatalogueVersion(context.db, context.readReplica);
  const auctionFeed = context.auctionFeed ?? createAuctionFeed(context.db, context.logger);
  await applyOrderLimits(context.db.knex, events.orders);
  await applyCollectionAccount(context.db.knex, events.protection);
  const lifecycle = { stopping: false };
  const handle = createApp(
    {
      ...context,
      queue: queue ?? createJobQueue(context.db.knex),
      events,
      endpointMetrics,
      productViews,
      keptLists,
      catalogueVersion,
      auctionFeed,
      lifecycle,
    },
    { ...options, addressLimiter: addressLimiter.middleware },
  ).callback();
  const server = createServer(
    {
      headersTimeout: limits.headers,
      requestTimeout: limits.request,
      keepAliveTimeout: limits.keepAlive,
      // How often the timeouts above are checked (Node's default is every 30 s).
      connectionsCheckingInterval: Math.min(1_000, limits.headers),
    },
    (request, response) => {
      // A connection that is kept alive would outlive the stop: the answer closes it.
      if (lifecycle.stopping) response.setHeader('Connection', 'close');
      void handle(request, response);
    },
  ).listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const shownHost = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
  return {
    url: `http://${shownHost}:${address.port}`,
    close: async (graceMs = STOP_GRACE_MS) => {
      lifecycle.stopping = true;
      // Live streams never finish by themselves: they end now, for their clients to reconnect elsewhere.
      await auctionFeed.close();
      const closed = new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(deadline);
      }
      await Promise.all([endpointMetrics.stop(), productViews.stop(), addressLimiter.stop()]);
    },
  };
}
