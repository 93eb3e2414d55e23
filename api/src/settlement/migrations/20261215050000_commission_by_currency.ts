import type { Knex } from 'knex';

/**
 * A supplier's commission is invoiced a month at a time in each currency its orders were in: one
 * invoice per supplier, month and currency, never one adding currencies together.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE commission_invoices DROP CONSTRAINT commission_invoices_one_a_month');
  await knex.raw(
    `ALTER TABLE commission_invoices ADD CONSTRAINT commission_invoices_one_a_month
       UNIQUE (vendor_id, period, currency)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE commission_invoices DROP CONSTRAINT commission_invoices_one_a_month');
  await knex.raw(
    'ALTER TABLE commission_invoices ADD CONSTRAINT commission_invoices_one_a_month UNIQUE (vendor_id, period)',
  );
}
