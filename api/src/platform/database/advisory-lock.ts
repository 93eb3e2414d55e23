import type { Knex } from 'knex';

/**
 * Takes PostgreSQL's advisory lock on `name` until `trx` ends: whoever asks for the same name
 * waits. For counts that must not be raced (check, then write) where no row exists to lock.
 */
export async function lockUntilCommit(trx: Knex.Transaction, name: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [name]);
}
