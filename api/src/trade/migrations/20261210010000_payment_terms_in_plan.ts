import type { Knex } from 'knex';

/**
 * A quote's free-text payment terms become its payment plan's note, in the quote and each of its
 * versions. A quote without a plan of its own was made on its supplier's default, which it now
 * keeps, as the buyer read it beside the terms.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['quotes', 'quote_versions']) {
    const seller =
      table === 'quotes'
        ? 'quotes.vendor_id'
        : '(SELECT quotes.vendor_id FROM quotes WHERE quotes.id = quote_versions.quote_id)';
    await knex.raw(
      `UPDATE ${table}
       SET payment_plan = coalesce(payment_plan,
                                   (SELECT payment_plan FROM companies WHERE companies.id = ${seller}))
                          || jsonb_build_object('note', payment_terms)
       WHERE nullif(btrim(payment_terms), '') IS NOT NULL`,
    );
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN payment_terms`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['quotes', 'quote_versions']) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN payment_terms text`);
    await knex.raw(
      `UPDATE ${table} SET payment_terms = payment_plan->>'note', payment_plan = payment_plan - 'note'
       WHERE payment_plan->>'note' IS NOT NULL`,
    );
  }
}
