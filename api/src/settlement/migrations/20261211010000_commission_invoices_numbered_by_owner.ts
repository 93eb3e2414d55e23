import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * Commission invoices are numbered by a trigger function of settlement's own, which takes the
 * number from payments' `take_document_number`; the shared trigger function goes with its last use.
 */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, ['number_commission_invoice_at_commit']);
  await knex.raw('DROP TRIGGER commission_invoices_numbered ON commission_invoices');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER commission_invoices_numbered AFTER INSERT ON commission_invoices
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_commission_invoice_at_commit()`,
  );
  await knex.raw('DROP FUNCTION number_document_at_commit()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE FUNCTION number_document_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
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
  await knex.raw('DROP TRIGGER commission_invoices_numbered ON commission_invoices');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER commission_invoices_numbered AFTER INSERT ON commission_invoices
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_document_at_commit()`,
  );
  await knex.raw('DROP FUNCTION number_commission_invoice_at_commit()');
}
