import type { Knex } from 'knex';
import { addCurrencyColumn } from '../../currencies/index.ts';

/**
 * A purchase is weighed with the currencies of its orders (one in a currency other than the
 * firm's waits for an approver), so the rule's arguments change: its old form goes, and the
 * routines bring the new. A request for approval keeps its currency: the firm's, or its orders'
 * when they are all in one other.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS purchase_approval_reasons(text, text, numeric, numeric)');
  await addCurrencyColumn(knex, 'purchase_approvals');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS purchase_approval_reasons(text, text, jsonb)');
  await knex.raw('ALTER TABLE purchase_approvals DROP COLUMN currency');
}
