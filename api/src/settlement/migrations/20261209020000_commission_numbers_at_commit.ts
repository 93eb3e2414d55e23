import type { Knex } from 'knex';

/**
 * Commission invoices are numbered as order documents are: at commit, in the marketplace's own
 * series ('rawex') of `document_counters`. Their counters move there, and the number, taken at
 * commit, is the one change an issued invoice takes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `INSERT INTO document_counters (issuer, series, last_number)
     SELECT 'rawex', series, last_number FROM commission_invoice_counters`,
  );
  await knex.raw('DROP TABLE commission_invoice_counters');
  await knex.raw('ALTER TABLE commission_invoices ALTER COLUMN number DROP NOT NULL');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER commission_invoices_numbered AFTER INSERT ON commission_invoices
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_document_at_commit()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER commission_invoices_numbered ON commission_invoices');
  await knex.raw('ALTER TABLE commission_invoices ALTER COLUMN number SET NOT NULL');
  await knex.raw(
    `CREATE TABLE commission_invoice_counters (
       series text PRIMARY KEY,
       last_number integer NOT NULL)`,
  );
  await knex.raw(
    `INSERT INTO commission_invoice_counters (series, last_number)
     SELECT series, last_number FROM document_counters WHERE issuer = 'rawex'`,
  );
  await knex.raw(`DELETE FROM document_counters WHERE issuer = 'rawex'`);
}
