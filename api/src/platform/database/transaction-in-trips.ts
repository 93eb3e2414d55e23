/**
 * A transaction whose statements travel to PostgreSQL together where the work allows: what a
 * request reads under a lock goes in one round trip with its BEGIN, and what it then writes in one
 * with its COMMIT. On the machines RawEx is measured on, a round trip's socket writes and wake-ups
 * cost more CPU than most statements do, so a busy write path costs what its round trips do.
 */
import type { Knex } from 'knex';
import type pg from 'pg';

/** A statement knex compiles (a query builder or `knex.raw`), named to be prepared once per connection. */
export interface TripStatement {
  toSQL(): Knex.Sql;
}

export type TripRows = Record<string, unknown>[];

export interface Trip {
  /**
   * Sends the statements at once, the first time after BEGIN, and answers each one's rows, keyed
   * as PostgreSQL names the columns. With `commit`, COMMIT goes with them and the transaction ends.
   * A statement that fails fails the trip with its error, and the transaction rolls back whole.
   */
  send<const Statements extends readonly TripStatement[]>(
    statements: Statements,
    options?: { commit?: boolean },
  ): Promise<{ [K in keyof Statements]: TripRows }>;
}

/**
 * Runs `work` in one transaction, committed when it returns (unless a trip did), rolled back when
 * it throws. The transaction holds a connection of its own: `work` sends every statement through
 * its trips, and waits for no other query (on the embedded database's one connection, that would
 * wait for ever).
 */
export type TransactionInTrips = <T>(work: (trip: Trip) => Promise<T>) => Promise<T>;

interface NativeStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/** The statement as PostgreSQL's extended protocol takes it: `$n` parameters, and its name if it has one. */
function nativeOf(statement: TripStatement): NativeStatement {
  const sql = statement.toSQL();
  const native = sql.toNative();
  const name = (sql.options as { name?: string } | undefined)?.name;
  return { ...(name ? { name } : {}), text: native.sql, values: [...native.bindings] };
}

type Progress = 'not begun' | 'open' | 'ended';

const ended = () => new Error('This transaction has ended: a trip after its COMMIT sends nothing.');

/** Throws the first failure among a trip's answers. */
function throwFirstFailure(answers: PromiseSettledResult<TripRows>[]): void {
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Sends the statements and settles each one's answer: at once, or one after another. */
type Sender = (statements: NativeStatement[]) => Promise<PromiseSettledResult<TripRows>[]>;

/** pg's client, which writes each query without waiting for the answers before it while `pipeline` is on. */
type PipelinedClient = pg.PoolClient & { pipeline: boolean };

/** PGlite, knex's one connection to the embedded database. */
interface EmbeddedConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: TripRows }>;
}

/**
 * Runs work in trips on a connection of knex's pool. On a PostgreSQL server the connection is in
 * pg's pipeline mode for the transaction's length (and idle, out of it, when it goes back to the
 * pool), so that a trip's statements are written without waiting for each other's answers; the
 * server still runs them one after another, each with a snapshot taken when it starts. The
 * embedded database runs in this process, with no round trip to save: one after another.
 */
export function transactionsInTrips(knex: Knex, kind: 'postgres' | 'pglite'): TransactionInTrips {
  return async (work) => {
    const connection = (await knex.client.acquireConnection()) as PipelinedClient | EmbeddedConnection;
    let send: Sender;
    if (kind === 'postgres') {
      const client = connection as PipelinedClient;
      client.pipeline = true;
      send = (statements) =>
        Promise.allSettled(statements.map(async (statement) => (await client.query(statement)).rows));
    } else {
      const embedded = connection as EmbeddedConnection;
      send = async (statements) => {
        const answers: PromiseSettledResult<TripRows>[] = [];
        for (const { text, values } of statements) {
          answers.push(
            await embedded.query(text, values).then(
              ({ rows }) => ({ status: 'fulfilled', value: rows }) as const,
              (reason: unknown) => ({ status: 'rejected', reason }) as const,
            ),
          );
        }
        return answers;
      };
    }
    const transaction: { progress: Progress } = { progress: 'not begun' };
    const control = (text: string): NativeStatement => ({ text, values: [] });
    try {
      const result = await work({
        async send(statements, { commit = false } = {}) {
          if (transaction.progress === 'ended') throw ended();
          const begins = transaction.progress === 'not begun';
          // A COMMIT sent ends the transaction whatever came before it: after a failed statement, as a rollback.
          transaction.progress = commit ? 'ended' : 'open';
          const answers = await send([
            ...(begins ? [control('BEGIN')] : []),
            ...statements.map(nativeOf),
            ...(commit ? [control('COMMIT')] : []),
          ]);
          throwFirstFailure(answers);
          const first = begins ? 1 : 0;
          return answers
            .slice(first, first + statements.length)
            .map((answer) => (answer as PromiseFulfilledResult<TripRows>).value) as {
            [K in keyof typeof statements]: TripRows;
          };
        },
      });
      if (transaction.progress === 'open') {
        transaction.progress = 'ended';
        throwFirstFailure(await send([control('COMMIT')]));
      }
      return result;
    } catch (error) {
      if (transaction.progress === 'open') await send([control('ROLLBACK')]);
      throw error;
    } finally {
      if (kind === 'postgres') (connection as PipelinedClient).pipeline = false;
      await knex.client.releaseConnection(connection);
    }
  };
}
