import type { Knex } from 'knex';
import { lockUntilCommit } from './advisory-lock.ts';

/** How old Market Trends and the ledger's analytics may be. */
export const FIGURES_MAX_AGE_SECONDS = 60;

/**
 * Figures costly to compute (a scan of the catalogue or the ledger), computed at most once per
 * `maxAgeSeconds` for everyone, whichever process is asked: the last result is kept in
 * `shared_figures`, and when it is too old one caller computes it again under a lock while the
 * others wait for that result instead of computing their own.
 *
 * `compute` reads through the connection that holds the lock, unless `readFrom` names another
 * pool (the read replica): another connection of the same pool could be the one every waiter
 * holds, and none would be left to compute with.
 */
export async function sharedFigures<T>(
  db: Knex,
  name: string,
  maxAgeSeconds: number,
  compute: (reader: Knex) => Promise<T>,
  { readFrom }: { readFrom?: Knex } = {},
): Promise<T> {
  const fresh = (reader: Knex) =>
    reader('sharedFigures')
      .where({ name })
      .andWhere('computedAt', '>', reader.raw(`now() - make_interval(secs => ?)`, [maxAgeSeconds]))
      .first('body');
  const kept = await fresh(db);
  if (kept) return kept.body as T;
  return db.transaction(async (trx) => {
    await lockUntilCommit(trx, `shared-figures:${name}`);
    // Whoever held the lock before may have just computed them.
    const computedMeanwhile = await fresh(trx);
    if (computedMeanwhile) return computedMeanwhile.body as T;
    const body = await compute(readFrom ?? trx);
    await trx('sharedFigures')
      .insert({ name, body: JSON.stringify(body), computedAt: trx.fn.now() })
      .onConflict('name')
      .merge();
    return body;
  });
}
