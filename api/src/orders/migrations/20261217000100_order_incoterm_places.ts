import type { Knex } from 'knex';
import { INCOTERM_CODES, namesDestination, PLACE_NOT_NAMED } from '../../catalogue/incoterms.contract.ts';

/**
 * An order placed on a quote keeps the rule's named place beside it, and its UN/LOCODE when given.
 * Orders from before named none: the C and D rules name the destination, where the order ships
 * to; the others where the goods leave from, which nobody said, and say so. `order_facts()`
 * answers it, so its columns change: it goes here and comes back as a routine.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE orders ADD COLUMN incoterm_place text, ADD COLUMN incoterm_place_code text');
  await knex.raw(
    `UPDATE orders SET incoterm_place = CASE WHEN incoterm = ANY(?) THEN shipping_address ELSE ? END
      WHERE incoterm IS NOT NULL`,
    [INCOTERM_CODES.filter(namesDestination), PLACE_NOT_NAMED],
  );
  await knex.raw(
    `ALTER TABLE orders ADD CONSTRAINT orders_incoterm_place CHECK ((incoterm IS NULL) = (incoterm_place IS NULL))`,
  );
  await knex.raw('DROP FUNCTION IF EXISTS order_facts()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS order_facts()');
  await knex.raw('ALTER TABLE orders DROP COLUMN incoterm_place, DROP COLUMN incoterm_place_code');
}
