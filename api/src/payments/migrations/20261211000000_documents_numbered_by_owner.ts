import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * Each owner of numbered documents attaches its own numbering trigger: order documents take their
 * number from `take_document_number` (payments'), which commission invoices ask as well, in place
 * of one trigger function shared by both tables.
 */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, [
    'take_document_number',
    'number_order_document_at_commit',
  ]);
  await knex.raw('DROP TRIGGER order_documents_numbered ON order_documents');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER order_documents_numbered AFTER INSERT ON order_documents
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_order_document_at_commit()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER order_documents_numbered ON order_documents');
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER order_documents_numbered AFTER INSERT ON order_documents
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_document_at_commit('issuer_id')`,
  );
  await knex.raw('DROP FUNCTION number_order_document_at_commit()');
  await knex.raw('DROP FUNCTION take_document_number(text, text)');
}
