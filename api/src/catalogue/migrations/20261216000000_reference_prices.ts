import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';
import { REFERENCE_CURRENCY } from '../../catalogue/catalogue-queries.contract.ts';

/**
 * Prices compared across currencies. Each product keeps its base price in the catalogue's
 * reference currency (`reference_price`), at the rate `catalogue_reference_rates` keeps for its
 * currency: the price filter and sorts read it, in whatever currency a buyer displays. A product
 * written gets it from its trigger; the rates job refreshes the rest in batches when a rate moves.
 * Products already listed get it from that job's first run (their currency's rate row says its
 * products are not refreshed yet), so migrating rewrites no table.
 */
const statements = [
  `CREATE TABLE catalogue_reference_rates (
     currency char(3) PRIMARY KEY REFERENCES currencies (code),
     rate numeric NOT NULL CONSTRAINT catalogue_reference_rates_positive CHECK (rate > 0),
     rate_date date NOT NULL,
     source text,
     products_refreshed_at timestamptz
   )`,
  `ALTER TABLE products ADD COLUMN reference_price numeric`,
  `DROP INDEX products_active_price_index`,
  `CREATE INDEX products_active_reference_price_index ON products (reference_price, id) WHERE is_active`,
  `CREATE INDEX products_active_reference_price_desc_index
     ON products (reference_price DESC NULLS LAST, id DESC) WHERE is_active`,
  `DROP INDEX products_category_id_index`,
  `CREATE INDEX products_category_id_index ON products (category_id, reference_price)`,
  // Its columns change: it comes back as a routine, applied after the migrations.
  'DROP FUNCTION IF EXISTS product_facts()',
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
  await knex.raw(
    `INSERT INTO catalogue_reference_rates (currency, rate, rate_date) VALUES (?, 1, current_date)`,
    [REFERENCE_CURRENCY],
  );
  await applyDomainRoutines(knex, import.meta.url, ['to_reference_price', 'rawex_product_reference_price']);
  await knex.raw(
    `CREATE TRIGGER products_reference_price BEFORE INSERT OR UPDATE OF price, currency ON products
       FOR EACH ROW EXECUTE FUNCTION rawex_product_reference_price()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS products_reference_price ON products');
  await knex.raw('DROP FUNCTION IF EXISTS rawex_product_reference_price()');
  await knex.raw('DROP FUNCTION IF EXISTS to_reference_price(numeric, char)');
  await knex.raw('DROP FUNCTION IF EXISTS product_facts()');
  await knex.raw('DROP INDEX products_category_id_index');
  await knex.raw('CREATE INDEX products_category_id_index ON products (category_id, price)');
  await knex.raw('ALTER TABLE products DROP COLUMN reference_price');
  await knex.raw(`CREATE INDEX products_active_price_index ON products (price, id) WHERE is_active`);
  await knex.raw('DROP TABLE catalogue_reference_rates');
}
