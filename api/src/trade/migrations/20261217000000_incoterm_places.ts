import type { Knex } from 'knex';
import { INCOTERM_CODES, namesDestination, PLACE_NOT_NAMED } from '../../catalogue/incoterms.contract.ts';

/**
 * An Incoterm is agreed at a named place (FOB Santos, CIF Rotterdam): requests, quotes and each of
 * their versions keep it beside the rule, with its UN/LOCODE when one is given. Rows from before
 * named none: the C and D rules name the destination, which their request gives; the others name
 * where the goods leave from, which nobody said, and say so.
 */
const DESTINATION_RULES = INCOTERM_CODES.filter(namesDestination);

export async function up(knex: Knex): Promise<void> {
  for (const table of ['rfqs', 'quotes', 'quote_versions']) {
    await knex.raw('ALTER TABLE ?? ADD COLUMN incoterm_place text, ADD COLUMN incoterm_place_code text', [
      table,
    ]);
  }
  await knex.raw(`UPDATE rfqs SET incoterm_place = CASE WHEN incoterm = ANY(?) THEN destination ELSE ? END`, [
    DESTINATION_RULES,
    PLACE_NOT_NAMED,
  ]);
  await knex.raw(
    `UPDATE quotes SET incoterm_place = CASE WHEN quotes.incoterm = ANY(?) THEN rfqs.destination ELSE ? END
       FROM rfqs WHERE rfqs.id = quotes.rfq_id`,
    [DESTINATION_RULES, PLACE_NOT_NAMED],
  );
  await knex.raw(
    `UPDATE quote_versions SET incoterm_place = CASE WHEN quote_versions.incoterm = ANY(?) THEN rfqs.destination ELSE ? END
       FROM quotes JOIN rfqs ON rfqs.id = quotes.rfq_id WHERE quotes.id = quote_versions.quote_id`,
    [DESTINATION_RULES, PLACE_NOT_NAMED],
  );
  for (const table of ['rfqs', 'quotes', 'quote_versions']) {
    await knex.raw('ALTER TABLE ?? ALTER COLUMN incoterm_place SET NOT NULL', [table]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['rfqs', 'quotes', 'quote_versions']) {
    await knex.raw('ALTER TABLE ?? DROP COLUMN incoterm_place, DROP COLUMN incoterm_place_code', [table]);
  }
}
