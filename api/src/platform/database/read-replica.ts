import type { Logger } from '../logger.ts';
import { openDatabase, type Database } from './database.ts';

/** How the replica stood at its last check. */
export interface ReplicaState {
  status: 'up' | 'lagging' | 'down';
  /** Seconds behind the primary (0 when it has replayed all the primary had written); null when down. */
  lagSeconds: number | null;
}

/**
 * A streaming replica of the primary for the public catalogue's reads. Checked every second:
 * while it answers and is at most `maxLagSeconds` behind, `database()` answers it; otherwise
 * undefined, and those reads go to the primary. The log says so once each time it changes.
 */
export interface ReadReplica {
  /** The replica's database while it is usable for reads, else undefined. */
  database(): Database | undefined;
  state(): ReplicaState;
  close(): Promise<void>;
}

export interface ReadReplicaOptions {
  url: string;
  maxLagSeconds: number;
  logger: Logger;
  poolSize?: number;
  checkEveryMs?: number;
}

export async function openReadReplica(
  primary: Database,
  { url, maxLagSeconds, logger, poolSize, checkEveryMs = 1_000 }: ReadReplicaOptions,
): Promise<ReadReplica> {
  const replica = await openDatabase({ kind: 'postgres', url, poolSize, logger });
  let state: ReplicaState = { status: 'down', lagSeconds: null };
  let usable: boolean | undefined;

  const measure = async (): Promise<ReplicaState> => {
    try {
      const written = await primary.knex.raw<{ rows: { lsn: string }[] }>(
        'SELECT pg_current_wal_lsn() AS lsn',
      );
      const { rows } = await replica.knex.raw<{
        rows: { caughtUp: boolean | null; behind: number | null }[];
      }>(
        `SELECT pg_wal_lsn_diff(pg_last_wal_replay_lsn(), ?::pg_lsn) >= 0 AS "caughtUp",
                extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS "behind"`,
        [written.rows[0]!.lsn],
      );
      const { caughtUp, behind } = rows[0]!;
      // Not a replica at all (no replay position), or it has replayed everything: not behind.
      const lagSeconds = caughtUp === false ? Math.max(0, behind ?? Number.POSITIVE_INFINITY) : 0;
      return { status: lagSeconds > maxLagSeconds ? 'lagging' : 'up', lagSeconds };
    } catch {
      return { status: 'down', lagSeconds: null };
    }
  };

  const check = async () => {
    state = await measure();
    const nowUsable = state.status === 'up';
    if (nowUsable === usable) return;
    usable = nowUsable;
    if (usable) logger.info({ lagSeconds: state.lagSeconds }, 'Catalogue reads are on the read replica');
    else
      logger.warn(
        { replica: state.status, lagSeconds: state.lagSeconds, maxLagSeconds },
        state.status === 'down'
          ? 'The read replica does not answer: catalogue reads fall back to the primary'
          : `The read replica is more than ${maxLagSeconds} s behind: catalogue reads fall back to the primary`,
      );
  };

  await check();
  let checking: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    checking = checking.then(check);
  }, checkEveryMs);
  timer.unref();

  return {
    database: () => (usable ? replica : undefined),
    state: () => state,
    async close() {
      clearInterval(timer);
      await checking;
      await replica.close();
    },
  };
}
