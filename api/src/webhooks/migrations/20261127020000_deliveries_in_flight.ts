import type { Knex } from 'knex';

/**
 * While an attempt is being sent, until when: an endpoint has at most two deliveries in flight, so
 * one slow receiver cannot hold every worker slot.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE webhook_deliveries ADD COLUMN sending_until timestamptz');
  await knex.raw(
    `CREATE INDEX webhook_deliveries_sending_index ON webhook_deliveries (webhook_id, sending_until)
       WHERE sending_until IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE webhook_deliveries DROP COLUMN sending_until');
}
