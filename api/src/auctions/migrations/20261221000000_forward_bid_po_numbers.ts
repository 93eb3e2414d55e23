import type { Knex } from 'knex';

/** A buyer's bid in a forward auction carries its firm's purchase-order number, which the award's order takes. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE auction_bids ADD COLUMN po_number text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE auction_bids DROP COLUMN po_number');
}
