import type { Knex } from 'knex';
import { APPROVAL_KINDS } from '../purchasing.contract.ts';
import { sqlWords } from '../../platform/database/sql-lists.ts';

/** A product's sample past a member's limits waits for an approver, as a checkout does. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE purchase_approvals DROP CONSTRAINT purchase_approvals_kind_valid,
       ADD CONSTRAINT purchase_approvals_kind_valid CHECK (kind IN (${sqlWords(APPROVAL_KINDS)}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE purchase_approvals DROP CONSTRAINT purchase_approvals_kind_valid,
       ADD CONSTRAINT purchase_approvals_kind_valid
         CHECK (kind IN (${sqlWords(APPROVAL_KINDS.filter((kind) => kind !== 'sample'))}))`,
  );
}
