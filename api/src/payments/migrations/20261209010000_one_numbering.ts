import type { Knex } from 'knex';

/**
 * One way documents are numbered: `number_document_at_commit`, a deferred trigger taking the next
 * number of the issuer's series from `document_counters` as the transaction commits. Its issuer is
 * a company's id, or 'rawex' for the marketplace's own series (commission invoices), so the
 * counters no longer point at companies.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE document_counters DROP CONSTRAINT document_counters_issuer_id_fkey');
  await knex.raw('ALTER TABLE document_counters RENAME COLUMN issuer_id TO issuer');
  await knex.raw(
    `CREATE OR REPLACE FUNCTION number_document_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       numbered_by text := CASE WHEN TG_NARGS > 0 THEN to_jsonb(NEW) ->> TG_ARGV[0] ELSE 'rawex' END;
       taken integer;
     BEGIN
       INSERT INTO document_counters (issuer, series, last_number) VALUES (numbered_by, NEW.series, 1)
       ON CONFLICT (issuer, series) DO UPDATE SET last_number = document_counters.last_number + 1
       RETURNING last_number INTO taken;
       EXECUTE format('UPDATE %I.%I SET number = $1 WHERE id = $2', TG_TABLE_SCHEMA, TG_TABLE_NAME)
         USING taken, NEW.id;
       RETURN NULL;
     END $$`,
  );
  await knex.raw('DROP TRIGGER order_documents_numbered ON order_documents');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER order_documents_numbered AFTER INSERT ON order_documents
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_document_at_commit('issuer_id')`,
  );
  await knex.raw('DROP FUNCTION number_order_document()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE FUNCTION number_order_document() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       taken integer;
     BEGIN
       INSERT INTO document_counters (issuer_id, series, last_number) VALUES (NEW.issuer_id, NEW.series, 1)
       ON CONFLICT (issuer_id, series) DO UPDATE SET last_number = document_counters.last_number + 1
       RETURNING last_number INTO taken;
       UPDATE order_documents SET number = taken WHERE id = NEW.id;
       RETURN NULL;
     END $$`,
  );
  await knex.raw('DROP TRIGGER order_documents_numbered ON order_documents');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER order_documents_numbered AFTER INSERT ON order_documents
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_order_document()`,
  );
  await knex.raw('DROP FUNCTION number_document_at_commit()');
  await knex.raw('ALTER TABLE document_counters RENAME COLUMN issuer TO issuer_id');
  await knex.raw(
    `ALTER TABLE document_counters ADD CONSTRAINT document_counters_issuer_id_fkey
       FOREIGN KEY (issuer_id) REFERENCES companies (id)`,
  );
}
