import type { Knex } from 'knex';
import type PgBoss from 'pg-boss';

interface Connection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite's: several statements in one text, without parameters. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's SQL run on one of knex's connections: the pool's (so a queue shares the API's
 * connections, and on the embedded database its only one), or a transaction's (so a job is
 * enqueued with the write that causes it and commits or rolls back with it). pg-boss writes its
 * own `$1` parameters and sends its schema as one text of many statements.
 */
export function sqlExecutor(db: Knex): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      let connection: Connection;
      try {
        connection = (await db.client.acquireConnection()) as Connection;
      } catch (error) {
        // pg-boss records a job's end without awaiting it. Once knex's pool is gone (a worker
        // stopped while a job ran on), that record has nowhere to go, and thrown it would be an
        // unhandled rejection: the job is left to expire and be retried, as after a crash. A
        // command (complete, fail …) answers how many jobs it changed, which pg-boss reads: none.
        if (!db.client.pool) return { rows: /SELECT COUNT\(\*\)/i.test(text) ? [{ count: 0 }] : [] };
        throw error;
      }
      try {
        if (values.length === 0 && connection.exec) {
          const results = await connection.exec(text);
          return results.at(-1) ?? { rows: [] };
        }
        const result = await connection.query(text, values);
        // pg returns a text of several statements with one result each.
        return Array.isArray(result) ? (result.at(-1) as { rows: unknown[] }) : result;
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}
