import type { Knex } from 'knex';
import { sqlWords } from '../../platform/database/sql-lists.ts';
import { MOVED_VIA } from '../order-states.contract.ts';

/**
 * A move the order made because its shipments said so (the first lot departed, every lot
 * delivered) says so in its history: the people told of it are told why.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE order_status_changes ADD COLUMN via text
       CONSTRAINT order_status_changes_via_valid CHECK (via IN (${sqlWords(MOVED_VIA)}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE order_status_changes DROP COLUMN via');
}
