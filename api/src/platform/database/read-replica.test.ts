import { Writable } from 'node:stream';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health, MarketTrends, Product } from '../../contracts.ts';
import { Category } from '../../models.ts';
import { createLogger } from '../logger.ts';
import { eventually, signUp, startTestApi, type SignedIn, type TestApi } from '../../testing/index.ts';
import { pagesCatalogueVersion } from '../../catalogue/catalogue-version.ts';
import { openReadReplica } from './read-replica.ts';

/** The suite's streaming replica itself (its server, as a superuser): to pause and resume its replay. */
function replicaServer(): Knex {
  const url = process.env.RAWEX_TEST_REPLICA_URL;
  if (!url) throw new Error('The read-replica tests need RAWEX_TEST_REPLICA_URL: bash .ci/run sets it.');
  return knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
}

/**
 * The public catalogue read on a real streaming replica of the test database (a second
 * PostgreSQL cluster replaying the first one's WAL), its replay paused and resumed to hold it back.
 */
describe('catalogue reads on a read replica', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let categoryId: number;
  let replica: Knex;

  /** An API whose catalogue reads go to the replica while it is at most `maxLagSeconds` behind. */
  const startApi = async (maxLagSeconds: number, logger = createLogger({ level: 'silent' })) => {
    const started = await startTestApi({ readReplica: { maxLagSeconds, checkEveryMs: 100 }, logger });
    const vendor = await signUp(started, 'vendor');
    const category = await Category.query(started.db.knex).insertAndFetch({ name: 'Copper', slug: 'copper' });
    return { started, vendor, categoryId: category.id };
  };

  beforeAll(async () => {
    replica = replicaServer();
    // Replay may be held back for as long as the first test takes.
    ({ started: api, vendor: vendor, categoryId } = await startApi(60));
  });
  afterAll(async () => {
    await replica.raw('SELECT pg_wal_replay_resume()');
    await replica.destroy();
    await api?.close();
  });

  const addProduct = async (name: string, client = vendor.client) => {
    const created = await client.post<Product>('/api/products', {
      categoryId,
      name,
      description: 'Cathodes, LME grade A.',
      price: '9.10',
      unit: 'kg',
      minimumOrder: 500,
      availableQuantity: 40_000,
      images: [`/uploads/${'c'.repeat(64)}.png`],
    });
    expect(created.status, created.text).toBe(201);
    return created.body;
  };
  const anonymousStatus = async (productId: number, on = api) =>
    (await on.client().get(`/api/products/${productId}`)).status;
  const replicaStatus = (on: TestApi, status: string) =>
    eventually(
      () => Promise.resolve(on.readReplica!.state()),
      (state) => state.status === status,
    );

  it('answers visitors from the replica: a product is found once the replica has it, while its supplier sees it at once', async () => {
    await replicaStatus(api, 'up');
    const health = await api.client().get<Health>('/api/health');
    expect(health.body.replica?.status).toBe('up');
    expect(health.body.replica?.lagSeconds).toBeLessThan(60);

    await replica.raw('SELECT pg_wal_replay_pause()');
    let product: Product;
    try {
      product = await addProduct('Copper cathodes');
      expect(await anonymousStatus(product.id)).toBe(404);
      const own = await vendor.client.get<Product>(`/api/products/${product.id}`);
      expect(own.status).toBe(200);
      expect(own.body.name).toBe('Copper cathodes');
    } finally {
      await replica.raw('SELECT pg_wal_replay_resume()');
    }
    await eventually(
      () => anonymousStatus(product.id),
      (status) => status === 200,
    );
  });

  it('gives signed-out pages a catalogue version that moves only once the replica they read has the change', async () => {
    await replicaStatus(api, 'up');
    const version = pagesCatalogueVersion(api.db, api.readReplica);
    const onPrimary = pagesCatalogueVersion(api.db, undefined);
    await eventually(
      async () => [await version('signed-out'), await onPrimary('signed-out')],
      ([replicas, primarys]) => replicas === primarys,
    );
    await replica.raw('SELECT pg_wal_replay_pause()');
    let changed: string;
    try {
      const strip = await addProduct('Copper strip');
      changed = await onPrimary('signed-out');
      // A page rendered now reads the catalogue before the change: it is not kept as the new one's.
      expect(await version('signed-out')).not.toBe(changed);
      // Its supplier, signed in, reads the primary's version and its list has the product at once.
      expect(await version('signed-in')).toBe(changed);
      const listed = async (client: SignedIn['client']) =>
        (await client.get<Product[]>(`/api/products?vendorId=${vendor.user.id}`)).body.map(({ id }) => id);
      expect(await listed(vendor.client)).toContain(strip.id);
      expect(await listed(api.client())).not.toContain(strip.id);
    } finally {
      await replica.raw('SELECT pg_wal_replay_resume()');
    }
    await eventually(
      () => version('signed-out'),
      (now) => now === changed,
    );
  });

  it('answers Market Trends to a visitor reading on the replica, kept on the primary for everyone', async () => {
    await replicaStatus(api, 'up');
    const trends = await api.client().get<MarketTrends>('/api/market/trends');
    expect(trends.status).toBe(200);
    const kept = await api.db.knex('sharedFigures').where({ name: 'market-trends' }).first('body');
    expect(kept.body).toEqual(trends.body);
  });

  it('falls back to the primary when the replica falls more than RAWEX_REPLICA_MAX_LAG_S behind, says so once, and goes back', async () => {
    const logged: { msg: string }[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    const impatient = await startApi(1, createLogger({ level: 'info', destination, pretty: false }));
    try {
      await replicaStatus(impatient.started, 'up');
      // With a second's patience, a busy primary may have put the replica behind once already.
      const sinceUp = logged.length;
      await replica.raw('SELECT pg_wal_replay_pause()');
      const product = await addProduct('Copper wire rod', impatient.vendor.client);

      await replicaStatus(impatient.started, 'lagging');
      expect(await anonymousStatus(product.id, impatient.started)).toBe(200);
      const health = await impatient.started.client().get<Health>('/api/health');
      expect(health.body.replica?.status).toBe('lagging');
      expect(health.body.replica?.lagSeconds).toBeGreaterThan(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const warnings = logged
        .slice(sinceUp)
        .filter((line) => line.msg.includes('catalogue reads fall back to the primary'));
      expect(warnings.map((line) => line.msg)).toEqual([
        'The read replica is more than 1 s behind: catalogue reads fall back to the primary',
      ]);

      await replica.raw('SELECT pg_wal_replay_resume()');
      await replicaStatus(impatient.started, 'up');
      expect(logged.at(-1)?.msg).toBe('Catalogue reads are on the read replica');
    } finally {
      await replica.raw('SELECT pg_wal_replay_resume()');
      await impatient.started.close();
    }
  });

  it('reads the primary while the replica does not answer, and reports it down', async () => {
    const unreachable = new URL(process.env.RAWEX_TEST_REPLICA_URL!);
    unreachable.port = '1';
    const down = await openReadReplica(api.db, {
      url: unreachable.toString(),
      maxLagSeconds: 10,
      logger: createLogger({ level: 'silent' }),
    });
    try {
      expect(down.state()).toEqual({ status: 'down', lagSeconds: null });
      expect(down.database()).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
