import type { Knex } from 'knex';

/**
 * An order's free-text payment terms become its payment plan's note: the plan is what its
 * documents print and what the order is held to, and it says both now.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE orders SET payment_plan = payment_plan || jsonb_build_object('note', payment_terms)
                  WHERE nullif(btrim(payment_terms), '') IS NOT NULL`);
  await knex.raw('ALTER TABLE orders DROP COLUMN payment_terms');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE orders ADD COLUMN payment_terms text');
  await knex.raw(`UPDATE orders SET payment_terms = payment_plan->>'note', payment_plan = payment_plan - 'note'
                  WHERE payment_plan->>'note' IS NOT NULL`);
}
