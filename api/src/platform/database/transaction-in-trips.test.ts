import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds, createTestDatabase } from '../../testing/index.ts';
import type { Database } from './database.ts';

describe.each(availableDatabaseKinds())('a transaction in trips on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    // One connection: a trip that left it mid-transaction or in another mode would show in the next test.
    db = await createTestDatabase(kind, { poolSize: 1 });
    await db.knex.raw('CREATE TABLE tripped (id integer PRIMARY KEY, note text)');
  });
  afterAll(() => db.close());

  const insert = (id: number, note = 'kept') => db.knex('tripped').insert({ id, note });
  const kept = async () => (await db.knex('tripped').orderBy('id').pluck('id')) as number[];

  it('answers each statement’s rows in order, and keeps what it wrote once the work returns', async () => {
    await db.knex('tripped').delete();
    const answers = await db.transactionInTrips(async (trip) => {
      const [before, inserted] = await trip.send([
        db.knex.raw('SELECT count(*)::integer AS count FROM tripped'),
        db.knex('tripped').insert({ id: 1, note: 'first' }).returning('id'),
      ]);
      const [[after]] = await trip.send([db.knex('tripped').count({ count: '*' })]);
      return { before, inserted, after };
    });
    expect(answers).toEqual({ before: [{ count: 0 }], inserted: [{ id: 1 }], after: { count: 1 } });
    expect(await kept()).toEqual([1]);
  });

  it('commits with the last trip, and sends nothing after it', async () => {
    await db.knex('tripped').delete();
    const late = db.transactionInTrips(async (trip) => {
      await trip.send([insert(2)], { commit: true });
      await trip.send([insert(3)]);
    });
    await expect(late).rejects.toThrow('This transaction has ended');
    expect(await kept()).toEqual([2]);
  });

  it('rolls back whole when a statement fails, in the first trip or with the COMMIT', async () => {
    await db.knex('tripped').delete();
    await insert(9);
    const inFirst = db.transactionInTrips(async (trip) => {
      await trip.send([insert(4), insert(9), insert(5)]);
    });
    await expect(inFirst).rejects.toMatchObject({ code: '23505' });
    const withCommit = db.transactionInTrips(async (trip) => {
      await trip.send([insert(6)]);
      await trip.send([insert(7), insert(9)], { commit: true });
    });
    await expect(withCommit).rejects.toMatchObject({ code: '23505' });
    expect(await kept()).toEqual([9]);
  });

  it('rolls back when the work throws between its trips', async () => {
    await db.knex('tripped').delete();
    const refused = db.transactionInTrips(async (trip) => {
      await trip.send([insert(8)]);
      throw new Error('the price misses the step');
    });
    await expect(refused).rejects.toThrow('the price misses the step');
    expect(await kept()).toEqual([]);
    // The connection went back idle and in its usual mode: a plain transaction on it works.
    await db.knex.transaction(async (trx) => trx('tripped').insert({ id: 10 }));
    expect(await kept()).toEqual([10]);
  });
});

describe('a transaction in trips on a PostgreSQL server', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase('postgres', { poolSize: 2 });
    await db.knex.raw('CREATE TABLE lots (id integer PRIMARY KEY)');
    await db.knex.raw('CREATE TABLE bids (lot_id integer, price integer)');
    await db.knex('lots').insert({ id: 1 });
  });
  afterAll(() => db.close());

  it('runs a trip’s statements one after another: a read sent with a lock sees what the lock waited for', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const holder = db.knex.transaction(async (trx) => {
      await trx('lots').where({ id: 1 }).forUpdate();
      await trx('bids').insert({ lotId: 1, price: 100 });
      await holding;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiter = db.transactionInTrips(async (trip) => {
      const [, [best]] = await trip.send([
        db.knex('lots').where({ id: 1 }).forUpdate().select('id'),
        db.knex.raw('SELECT min(price)::integer AS best FROM bids WHERE lot_id = 1'),
      ]);
      return best;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holder;
    // Read in the locking statement itself, its snapshot would be the one before the wait: no bid.
    expect(await waiter).toEqual({ best: 100 });
  });
});
