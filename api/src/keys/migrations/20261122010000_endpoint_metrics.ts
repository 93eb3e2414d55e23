import type { Knex } from 'knex';

/**
 * Requests per route template and hour: how many, how many failed (status 500 and up, or 4xx
 * answered by the API), and their total duration. UNLOGGED, like the keys' usage: a counter
 * writes no WAL, and a crash only restarts the figures.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE UNLOGGED TABLE api_endpoint_metrics (
      method text NOT NULL,
      route text NOT NULL,
      hour timestamptz NOT NULL,
      requests integer NOT NULL DEFAULT 0 CHECK (requests >= 0),
      errors integer NOT NULL DEFAULT 0 CHECK (errors >= 0),
      total_ms double precision NOT NULL DEFAULT 0,
      PRIMARY KEY (method, route, hour)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE api_endpoint_metrics');
}
