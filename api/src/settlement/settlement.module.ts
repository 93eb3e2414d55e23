import { routinesBeside } from '../platform/database/migrate.ts';
import { describeDisputeEvents, describeMoneyEvents } from './settlement-events.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';
import { commissionRoutes } from './commission.routes.ts';
import { disputeRoutes } from './disputes.routes.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { payoutRoutes } from './payouts.routes.ts';
import { protectionRoutes } from './protection.routes.ts';
import {
  escalateDisputesJob,
  issueCommissionInvoicesJob,
  releaseClosedWindowsJob,
} from './settlement.job.ts';
import * as settlementMigration from './migrations/20261205000000_settlement.ts';
import * as commissionInvoicesMigration from './migrations/20261206000000_commission_invoices.ts';
import * as payoutReturnsMigration from './migrations/20261207010000_payout_returns.ts';
import * as disputeMessageRateMigration from './migrations/20261208030000_dispute_message_rate.ts';
import * as commissionNumbersAtCommitMigration from './migrations/20261209020000_commission_numbers_at_commit.ts';
import * as commissionInvoicesNumberedByOwnerMigration from './migrations/20261211010000_commission_invoices_numbered_by_owner.ts';
import * as attachmentReaderMigration from './migrations/20261212030000_attachment_reader.ts';
import * as commissionByCurrencyMigration from './migrations/20261215050000_commission_by_currency.ts';
import * as commissionRuleCurrenciesMigration from './migrations/20261215060000_commission_rule_currencies.ts';

/** What the settlement brings to the app (gathered in `../domains.ts`). */
export const settlementModule = {
  migrations: [
    { name: '20261205000000_settlement', ...settlementMigration },
    { name: '20261206000000_commission_invoices', ...commissionInvoicesMigration },
    { name: '20261207010000_payout_returns', ...payoutReturnsMigration },
    { name: '20261208030000_dispute_message_rate', ...disputeMessageRateMigration },
    { name: '20261209020000_commission_numbers_at_commit', ...commissionNumbersAtCommitMigration },
    {
      name: '20261211010000_commission_invoices_numbered_by_owner',
      ...commissionInvoicesNumberedByOwnerMigration,
    },
    { name: '20261212030000_attachment_reader', ...attachmentReaderMigration },
    { name: '20261215050000_commission_by_currency', ...commissionByCurrencyMigration },
    { name: '20261215060000_commission_rule_currencies', ...commissionRuleCurrenciesMigration },
  ],
  routes: [
    ...commissionRoutes,
    ...protectionRoutes,
    ...ledgerRoutes,
    ...payoutRoutes,
    ...disputeRoutes,
    ...reconciliationRoutes,
  ],
  jobs: [escalateDisputesJob, releaseClosedWindowsJob, issueCommissionInvoicesJob],
  routines: routinesBeside(import.meta.url, [
    'line_commission',
    'check_journal_entry',
    'refuse_posted_entry_change',
    'refuse_commission_invoice_change',
    'number_commission_invoice_at_commit',
    'dispute_attachment_reader',
  ]),
  events: {
    'dispute.opened': describeDisputeEvents,
    'dispute.answered': describeDisputeEvents,
    'dispute.escalated': describeDisputeEvents,
    'dispute.resolved': describeDisputeEvents,
    'dispute.message_added': describeDisputeEvents,
    'protection.released': describeMoneyEvents,
    'payout.sent': describeMoneyEvents,
    'payout.returned': describeMoneyEvents,
    'commission_invoice.issued': describeMoneyEvents,
  },
  constraints: {
    commission_rules_one_per_day: {
      field: 'effectiveFrom',
      message: 'a rule of this scope already takes effect on this day: withdraw it first',
    },
    commission_rules_cap_above_minimum: { field: 'cap', message: 'cannot be below the minimum' },
  },
  tags: [
    {
      name: 'Settlement',
      description:
        'The marketplace’s money: commission rules, trade protection (orders paid into the operator’s collection account and held until receipt), disputes, the double-entry ledger and its trial balance, and payouts in ISO 20022 pain.001 files.',
    },
  ],
};
