import type { Knex } from 'knex';

/**
 * A quote's total fits the order it may become: unit price × quantity at most 99,999,999.99, what
 * an order's line holds. Checked for quotes written from now on; one written before over the bound
 * stays readable (its total is shown, wider) but can no longer be revised as it was.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['quotes', 'quote_versions']) {
    await knex.raw(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_total_within_order_line
         CHECK (unit_price * quantity <= 99999999.99) NOT VALID`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['quotes', 'quote_versions']) {
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_total_within_order_line`);
  }
}
