import type { Knex } from 'knex';

/**
 * An endpoint's secret can be replaced: the one it had still signs deliveries, beside the new one,
 * for a day, so its receiver can change secrets without refusing a delivery.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE webhooks ADD COLUMN previous_secret text,
                                      ADD COLUMN previous_secret_until timestamptz`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE webhooks DROP COLUMN previous_secret, DROP COLUMN previous_secret_until');
}
