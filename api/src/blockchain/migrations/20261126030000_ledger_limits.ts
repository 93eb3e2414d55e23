import type { Knex } from 'knex';

/**
 * The simulated ledger's contracts paged per network, newest first; each user's deploys and sends
 * of the last hour counted for the hourly quota, both by index.
 */
const statements = [
  'CREATE INDEX ledger_contracts_network_newest ON ledger_contracts (network_id, created_at DESC, id DESC)',
  'CREATE INDEX ledger_contracts_creator_created_at ON ledger_contracts (creator_id, created_at)',
  'CREATE INDEX ledger_transactions_sender_created_at ON ledger_transactions (sender_id, created_at)',
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX ledger_transactions_sender_created_at');
  await knex.raw('DROP INDEX ledger_contracts_creator_created_at');
  await knex.raw('DROP INDEX ledger_contracts_network_newest');
}
