import { routinesBeside } from '../platform/database/migrate.ts';
import { bankAccountRoutes } from './bank-accounts.routes.ts';
import { paymentPlanRoutes } from './payment-plans.routes.ts';
import { paymentRoutes } from './payments.routes.ts';
import {
  describeBankAccountEvents,
  describeCollectionAccountEvents,
  describeDocumentEvents,
  describePaymentEvents,
  describeReminderEvents,
} from './payment-events.ts';
import { remindUnpaidInvoicesJob } from './payment-reminders.job.ts';
import * as paymentDocumentsMigration from './migrations/20261203000000_payment_documents.ts';
import * as numbersAtCommitMigration from './migrations/20261204000000_numbers_at_commit.ts';
import * as bankAccountHoldsMigration from './migrations/20261207030000_bank_account_holds.ts';
import * as oneNumberingMigration from './migrations/20261209010000_one_numbering.ts';
import * as documentsNumberedByOwnerMigration from './migrations/20261211000000_documents_numbered_by_owner.ts';
import * as orderDocumentsByOrderMigration from './migrations/20261213000000_order_documents_by_order.ts';
import * as bankAccountsPerCurrencyMigration from './migrations/20261215070000_bank_accounts_per_currency.ts';
import * as creditNotesMigration from './migrations/20261219010000_credit_notes_reduce_amount_due.ts';
import { creditNoteRoutes } from './credit-notes.routes.ts';

/** What payments bring to the app (gathered in `../domains.ts`). */
export const paymentsModule = {
  migrations: [
    { name: '20261203000000_payment_documents', ...paymentDocumentsMigration },
    { name: '20261204000000_numbers_at_commit', ...numbersAtCommitMigration },
    { name: '20261207030000_bank_account_holds', ...bankAccountHoldsMigration },
    { name: '20261209010000_one_numbering', ...oneNumberingMigration },
    { name: '20261211000000_documents_numbered_by_owner', ...documentsNumberedByOwnerMigration },
    { name: '20261213000000_order_documents_by_order', ...orderDocumentsByOrderMigration },
    { name: '20261215070000_bank_accounts_per_currency', ...bankAccountsPerCurrencyMigration },
    { name: '20261219010000_credit_notes_reduce_amount_due', ...creditNotesMigration },
  ],
  routes: [...bankAccountRoutes, ...paymentPlanRoutes, ...paymentRoutes, ...creditNoteRoutes],
  jobs: [remindUnpaidInvoicesJob],
  routines: routinesBeside(import.meta.url, [
    'order_payment',
    'take_document_number',
    'number_order_document_at_commit',
    'refuse_issued_document_change',
    'payout_accounts',
  ]),
  events: {
    'proforma.issued': describeDocumentEvents,
    'invoice.issued': describeDocumentEvents,
    'credit_note.issued': describeDocumentEvents,
    'company.bank_account_changed': describeBankAccountEvents,
    'marketplace.collection_account_changed': describeCollectionAccountEvents,
    'payment.received': describePaymentEvents,
    'order.payment_state_changed': describePaymentEvents,
    'invoice.payment_reminder': describeReminderEvents,
  },
  constraints: {
    company_bank_accounts_iban_or_account: {
      field: 'iban',
      message: 'give an IBAN, or an account number with its bank name and SWIFT code',
    },
  },
  tags: [
    {
      name: 'Payments',
      description:
        'What is owed and where it is paid: a supplier’s bank account, and the documents each order’s moves issue (pro-forma, invoice, credit note), numbered without gaps.',
    },
  ],
};
