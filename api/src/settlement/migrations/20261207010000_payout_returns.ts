import type { Knex } from 'knex';
import { ENTRY_KINDS, PAYOUT_STATUSES } from '../settlement-values.contract.ts';
import { sqlWords } from '../../platform/database/sql-lists.ts';

/**
 * A payout comes back only as the bank's return of it, for what the bank credited: its own entry
 * kind. The collection statements' closing balances are kept, so the books can be reconciled with
 * the bank; each statement line keeps what the bank said of it (a return, the other side's IBAN).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_valid,
       ADD CONSTRAINT journal_entries_kind_valid CHECK (kind IN (${sqlWords(ENTRY_KINDS)}))`,
  );
  await knex.raw(
    `ALTER TABLE payouts DROP CONSTRAINT payouts_status_valid,
       ADD CONSTRAINT payouts_status_valid CHECK (status IN (${sqlWords(PAYOUT_STATUSES)}))`,
  );
  await knex.raw('ALTER TABLE payout_batches ADD COLUMN cancelled_at timestamptz');
  await knex.raw(
    `CREATE TABLE collection_statements (
       id text PRIMARY KEY,
       closing_balance numeric(14, 2),
       currency char(3),
       closing_date date,
       imported_by text REFERENCES users (id) ON DELETE SET NULL,
       imported_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT collection_statements_balance_whole
         CHECK ((closing_balance IS NULL) = (currency IS NULL) AND (currency IS NULL) = (closing_date IS NULL)))`,
  );
  await knex.raw(
    `ALTER TABLE collection_statement_lines
       ADD COLUMN returned boolean NOT NULL DEFAULT false,
       ADD COLUMN counterparty_iban text`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE collection_statement_lines DROP COLUMN returned, DROP COLUMN counterparty_iban',
  );
  await knex.raw('DROP TABLE collection_statements');
  await knex.raw('ALTER TABLE payout_batches DROP COLUMN cancelled_at');
  await knex.raw(
    `ALTER TABLE payouts DROP CONSTRAINT payouts_status_valid,
       ADD CONSTRAINT payouts_status_valid CHECK (status IN (${sqlWords(PAYOUT_STATUSES.filter((status) => status !== 'cancelled'))}))`,
  );
  await knex.raw(
    `ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_valid,
       ADD CONSTRAINT journal_entries_kind_valid CHECK (kind IN (${sqlWords(ENTRY_KINDS.filter((kind) => kind !== 'payout_returned'))}))`,
  );
}
