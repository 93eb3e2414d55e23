import type { Knex } from 'knex';
import type { Database } from '../platform/database/database.ts';
import type { ReadReplica } from '../platform/database/read-replica.ts';
import type { CatalogueReader } from './kept-lists.ts';

/**
 * The catalogue's change counter (migration catalogue_changes), moved by every query that
 * writes products, categories, users or ratings: while it reads the same, so do signed-out pages.
 */
export async function catalogueVersion(db: Knex): Promise<string> {
  const result = (await db.raw(`SELECT ${COUNTER} AS version FROM catalogue_changes`)) as {
    rows: { version: string | number }[];
  };
  return String(result.rows[0]?.version ?? 0);
}

/** The counter's value: a sequence not yet called has none, which reads as 0. */
const COUNTER = 'CASE WHEN is_called THEN last_value ELSE 0 END';

/**
 * The version of the catalogue a page reads. On the primary (and for a signed-in reader, who reads
 * the primary), its counter. On a replica, the primary's counter once the replica has replayed the
 * change that moved it (a replica's own copy of the counter moves only every few dozen changes),
 * and a version of its own until then: a page rendered from a replica behind is never kept as the
 * newer catalogue's.
 */
export function pagesCatalogueVersion(
  primary: Database,
  replica: ReadReplica | undefined,
): (reader: CatalogueReader) => Promise<string> {
  if (!replica) return () => catalogueVersion(primary.knex);
  /** The last version the replica was seen to hold, and where the primary's WAL was when each newer one was first read. */
  let replicated: string | undefined;
  const firstSeenAt = new Map<string, string>();
  return async (reader) => {
    const reads = reader === 'signed-out' ? replica.database() : undefined;
    if (!reads) return catalogueVersion(primary.knex);
    // Where the WAL is inserted to, not written to: with asynchronous commit the change that
    // moved the counter may not be written yet, and a replica already past the written point
    // would look as if it had it.
    const { rows } = (await primary.knex.raw(
      `SELECT ${COUNTER} AS version, pg_current_wal_insert_lsn()::text AS lsn FROM catalogue_changes`,
    )) as { rows: { version: string | number; lsn: string }[] };
    const version = String(rows[0]?.version ?? 0);
    if (version === replicated) return version;
    const seenAt = firstSeenAt.get(version) ?? rows[0]!.lsn;
    // A replica behind for long while the catalogue keeps changing: the oldest are forgotten.
    if (firstSeenAt.size >= 1000) firstSeenAt.clear();
    firstSeenAt.set(version, seenAt);
    const { rows: replayed } = (await reads.knex.raw(
      'SELECT pg_last_wal_replay_lsn() >= ?::pg_lsn AS replayed',
      [seenAt],
    )) as { rows: { replayed: boolean | null }[] };
    if (!replayed[0]?.replayed) return `${version}, replica behind`;
    replicated = version;
    firstSeenAt.clear();
    return version;
  };
}
