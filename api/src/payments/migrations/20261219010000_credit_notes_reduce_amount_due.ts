import type { Knex } from 'knex';

/**
 * A credit note its supplier issues after shipment (a quality claim, a short delivery, a price
 * adjustment) lowers what the order is owed; one issued on a cancellation or a dispute's refund
 * does not (the order is owed nothing, or the money goes back another way).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE order_documents ADD COLUMN reduces_amount_due boolean NOT NULL DEFAULT false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE order_documents DROP COLUMN reduces_amount_due');
}
