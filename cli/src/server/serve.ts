import {
  CATALOGUE_READS,
  pagesCatalogueVersion,
  prepareSecrets,
  createAccount,
  createProductViews,
  migrateToLatest,
  openReadReplica,
  renderedPages,
  startBlockProducer,
  startServer,
  SESSION_COOKIE,
  startJobWorker,
  staticSite,
  waitForDatabase,
  watchDiskSpace,
  type ProductViews,
  type ReadReplica,
} from '@rawex/api';
import {
  buildStorefront,
  createStorefrontDevServer,
  isStorefrontBuildCurrent,
  storefrontClientDist,
  storefrontDevPages,
  storefrontPages,
  STOREFRONT_INLINE_SCRIPTS,
  type RendererOptions,
} from '@rawex/storefront/server';
import type { Middleware } from 'koa';
import { describeDemoSignIns, prepareDemoSignIns } from './demo-sign-ins.ts';
import { describeDatabase, openRuntime, type Runtime } from './runtime.ts';
import { sampleApi } from './sample-api.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/seed-database.ts';

/**
 * The storefront, its pages rendered on the server: the production build (made first if missing or
 * out of date), or vite's dev server.
 */
async function storefront(
  dev: boolean,
  { db, logger, config }: Runtime,
  productViews: ProductViews,
  readReplica: ReadReplica | undefined,
): Promise<{ middleware: Middleware; close(): Promise<void> }> {
  const options: RendererOptions = {
    onError: (error) => logger.error({ err: error }, 'A storefront page failed to render on the server'),
    catalogueReads: CATALOGUE_READS,
  };
  if (!dev) {
    if (!(await isStorefrontBuildCurrent())) {
      console.log('Building the storefront…');
      await buildStorefront();
    }
    const catalogueVersion = pagesCatalogueVersion(db, readReplica);
    const pages = await storefrontPages({
      ...options,
      keptPages: {
        // A kept page is a signed-out visitor's.
        version: () => catalogueVersion('signed-out'),
        sessionCookie: SESSION_COOKIE,
        countProductView: (productId) => productViews.count(productId),
      },
    });
    return { middleware: staticSite(storefrontClientDist, pages), close: async () => {} };
  }
  const vite = await createStorefrontDevServer([config.dataDirectory]);
  const pages = renderedPages(storefrontDevPages(vite, options));
  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) return next();
    // Vite's dev pages carry inline scripts (the hot-reload preamble) the production policy forbids.
    ctx.res.removeHeader('Content-Security-Policy');
    ctx.respond = false;
    const handled = await new Promise<boolean>((resolve, reject) => {
      ctx.res.once('finish', () => resolve(true));
      vite.middlewares(ctx.req, ctx.res, (error?: unknown) => (error ? reject(error) : resolve(false)));
    });
    if (!handled) {
      ctx.respond = true;
      await pages(ctx, next);
    }
  };
  return { middleware, close: () => vite.close() };
}

/**
 * The part of a stop's time the requests in flight may take before their connections are cut:
 * the rest is for the worker's jobs and the database pools.
 */
const REQUESTS_SHARE_OF_STOP = 0.8;

/** Ends the process within `deadlineMs` of a stop, whatever hangs (a request that will not end, a pool that will not drain). */
function exitAfter(deadlineMs: number): void {
  setTimeout(() => {
    console.error(`Not stopped after ${deadlineMs / 1000} s (RAWEX_STOP_TIMEOUT_S): exiting.`);
    process.exit(1);
  }, deadlineMs).unref();
}

/**
 * `rawex start`: migrate, seed an empty database, and serve the API and the storefront until a
 * signal, with a worker running the background jobs beside them unless `worker` is false.
 */
export async function serve(options: { dev?: boolean; worker?: boolean }): Promise<void> {
  const runtime = await openRuntime();
  const { config, db, storage, logger } = runtime;
  await waitForDatabase(db, logger, describeDatabase(runtime));
  // Counted by the API as it answers a product, and by the storefront as it sends a kept product page.
  const productViews = createProductViews(db.knex, logger);
  const readReplica = config.replica ? await openReadReplica(db, { ...config.replica, logger }) : undefined;
  let site: Awaited<ReturnType<typeof storefront>>;
  let demoSignIns: string | undefined;
  try {
    await migrateToLatest(db.knex);
    if (await isDatabaseEmpty(db)) {
      console.log(`Seeding the demo data into ${describeDatabase(runtime)}…`);
      await seedDatabase(db, storage);
    }
    await prepareSecrets(db.knex, config.events.secretsKey());
    if (config.admin && !(await db.knex('users').where({ email: config.admin.email }).first('id'))) {
      await createAccount(db.knex, {
        ...config.admin,
        role: 'admin',
        firstName: 'RawEx',
        lastName: 'Administrator',
      });
      console.log(`Created the administrator ${config.admin.email} (RAWEX_ADMIN_EMAIL).`);
    }
    if (config.demoSignIns) {
      demoSignIns = describeDemoSignIns(
        await prepareDemoSignIns(db.knex, config.dataDirectory),
        config.dataDirectory,
      );
    }
    site = await storefront(options.dev ?? false, runtime, productViews, readReplica);
  } catch (error) {
    await productViews.stop();
    await readReplica?.close();
    await db.close();
    throw error;
  }
  const diskSpace = await watchDiskSpace(config.dataDirectory, {
    reserveBytes: config.diskReserveBytes,
    logger,
  });
  const server = await startServer(
    { db, storage, logger, productViews, readReplica, diskSpace, events: config.events },
    {
      port: config.port,
      // A development server is for this machine alone unless HOST says otherwise.
      host: config.host ?? (options.dev ? '127.0.0.1' : undefined),
      corsOrigins: config.corsOrigins,
      trustedProxyHops: config.trustedProxyHops,
      trustedProxies: config.trustedProxies,
      addressLimits: config.addressLimits,
      keepCatalogueLists: config.keepCatalogueLists,
      apiExtensions: sampleApi(),
      frontend: site.middleware,
      inlineScripts: STOREFRONT_INLINE_SCRIPTS,
    },
  );
  // The simulated blockchain's blocks, on each network's block time.
  const blockProducer = startBlockProducer(db.knex, logger);
  const worker =
    options.worker === false ? undefined : await startJobWorker({ ...runtime, settings: config.events });
  if (demoSignIns) console.log(demoSignIns);
  console.log(
    `RawEx is running at ${server.url} (database: ${describeDatabase(runtime)}${readReplica ? '; catalogue reads on DATABASE_REPLICA_URL' : ''}; media: ${storage.location}${worker ? '' : '; no worker: run rawex worker for the background jobs'})`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`Received ${signal} again: stopping at once.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`Received ${signal}: finishing the requests in flight, then stopping.`);
    exitAfter(config.stopTimeoutMs);
    await server.close(config.stopTimeoutMs * REQUESTS_SHARE_OF_STOP);
    await diskSpace.stop();
    await worker?.stop();
    await blockProducer.stop();
    await site.close();
    await readReplica?.close();
    await db.close();
    process.exit(0);
  };
  stopOnSignals(stop);
}

function stopOnSignals(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `rawex worker`: the background jobs alone (emails, webhooks, expiries, sweeps), until a signal. */
export async function work(): Promise<void> {
  const runtime = await openRuntime();
  const { config, db, logger } = runtime;
  try {
    await waitForDatabase(db, logger, describeDatabase(runtime));
    await migrateToLatest(db.knex);
    await prepareSecrets(db.knex, config.events.secretsKey());
  } catch (error) {
    await db.close();
    throw error;
  }
  const worker = await startJobWorker({ ...runtime, settings: config.events });
  console.log(`RawEx's worker is running the background jobs (database: ${describeDatabase(runtime)})`);
  stopOnSignals(async (signal) => {
    console.log(`Received ${signal}: finishing the jobs in flight, then stopping.`);
    exitAfter(config.stopTimeoutMs);
    await worker.stop();
    await db.close();
    process.exit(0);
  });
}
