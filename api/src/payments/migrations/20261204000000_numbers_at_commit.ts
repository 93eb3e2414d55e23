import type { Knex } from 'knex';

/**
 * A document's number is taken as its transaction commits, by a deferred trigger, rather than by a
 * statement of the issuer's: the series' counter row is then locked only for the commit itself,
 * with no round trip to the application in between, so issuers of one series queue for far less.
 * The row is written without a number and numbered before anyone else can see it; after that,
 * as before, it never changes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE order_documents ALTER COLUMN number DROP NOT NULL');
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
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER order_documents_numbered AFTER INSERT ON order_documents
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_order_document()`,
  );
  // The one change an issued document takes: its number, once, from the trigger above.
  await knex.raw(
    `CREATE OR REPLACE FUNCTION refuse_issued_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'UPDATE' AND OLD.number IS NULL AND NEW.number IS NOT NULL
          AND to_jsonb(NEW) - 'number' = to_jsonb(OLD) - 'number' THEN
         RETURN NEW;
       END IF;
       RAISE EXCEPTION 'issued documents are never changed or deleted: issue a credit note instead'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'order_documents_issued';
     END $$`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE OR REPLACE FUNCTION refuse_issued_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION 'issued documents are never changed or deleted: issue a credit note instead'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'order_documents_issued';
     END $$`,
  );
  await knex.raw('DROP TRIGGER order_documents_numbered ON order_documents');
  await knex.raw('DROP FUNCTION number_order_document()');
  await knex.raw('ALTER TABLE order_documents ALTER COLUMN number SET NOT NULL');
}
