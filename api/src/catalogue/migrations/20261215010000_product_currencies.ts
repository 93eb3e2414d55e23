import type { Knex } from 'knex';
import { addCurrencyColumn } from '../../currencies/index.ts';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * A product is priced in a currency: its supplier's own unless it says another (named as it is
 * written, filled in from the supplier's firm otherwise). Products before currencies were priced
 * in US dollars. `product_facts()` answers it, so its columns change: it goes here and comes back
 * as a routine.
 */
export async function up(knex: Knex): Promise<void> {
  await addCurrencyColumn(knex, 'products');
  await applyDomainRoutines(knex, import.meta.url, ['rawex_product_currency']);
  await knex.raw(
    `CREATE TRIGGER products_currency BEFORE INSERT ON products
       FOR EACH ROW WHEN (NEW.currency IS NULL) EXECUTE FUNCTION rawex_product_currency()`,
  );
  await knex.raw('DROP FUNCTION IF EXISTS product_facts()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS products_currency ON products');
  await knex.raw('DROP FUNCTION IF EXISTS rawex_product_currency()');
  await knex.raw('DROP FUNCTION IF EXISTS product_facts()');
  await knex.raw('ALTER TABLE products DROP COLUMN currency');
}
