import type { Knex } from 'knex';

/** A purchase waiting for an approver keeps the trade protection its purchaser chose. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE purchase_approvals ADD COLUMN protection boolean NOT NULL DEFAULT false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE purchase_approvals DROP COLUMN protection');
}
