import type { Knex } from 'knex';

/** The last result of each costly figure (Market Trends, the ledger's analytics): `shared-figures.ts`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE shared_figures (
    name text PRIMARY KEY,
    body jsonb NOT NULL,
    computed_at timestamptz NOT NULL
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE shared_figures');
}
