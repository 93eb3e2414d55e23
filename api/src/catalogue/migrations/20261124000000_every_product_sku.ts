import type { Knex } from 'knex';

/**
 * Every product has a SKU, so an export of a catalogue always imports back to it: one given on
 * the form or in a file, or, where none is given (or null is), `RX-<id>` made from its id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION rawex_default_sku() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.sku IS NULL THEN NEW.sku := 'RX-' || NEW.id; END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER products_default_sku BEFORE INSERT OR UPDATE OF sku ON products
    FOR EACH ROW WHEN (NEW.sku IS NULL) EXECUTE FUNCTION rawex_default_sku()`);
  // A supplier who already named another product RX-<id> keeps it; this one gets a suffix.
  await knex.raw(`
    UPDATE products p SET sku = 'RX-' || p.id || CASE
      WHEN EXISTS (SELECT 1 FROM products q WHERE q.vendor_id = p.vendor_id AND q.sku = 'RX-' || p.id)
      THEN '-' || substr(md5(random()::text), 1, 6) ELSE '' END
    WHERE sku IS NULL`);
  await knex.raw('ALTER TABLE products ALTER COLUMN sku SET NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE products ALTER COLUMN sku DROP NOT NULL');
  await knex.raw('DROP TRIGGER products_default_sku ON products');
  await knex.raw('DROP FUNCTION rawex_default_sku()');
}
