import { BaseModel } from '../platform/database/base-model.ts';
import type {
  AccountKind,
  COMPANY_ACCOUNT_KINDS,
  CommissionScope,
  DisputeOutcome,
  DisputeReason,
  DisputeResponse,
  DisputeStatus,
  EntryKind,
  PayoutStatus,
} from './settlement-values.contract.ts';

/** A commission rule an administrator set (`commission.service.ts`); orders freeze what it gave. */
export class CommissionRuleRecord extends BaseModel {
  static override tableName = 'commission_rules';

  id!: number;
  scope!: CommissionScope;
  categoryId!: number | null;
  vendorId!: string | null;
  percent!: string;
  currency!: string | null;
  minimum!: string;
  cap!: string | null;
  effectiveFrom!: string;
  createdBy!: string | null;
  createdAt!: Date;
}

/** An account of the settlement ledger: one of each kind, or a company's payable. */
export class SettlementAccount extends BaseModel {
  static override tableName = 'settlement_accounts';

  id!: number;
  kind!: AccountKind;
  companyId!: string | null;
}

/** A posted journal entry: never changed or deleted, only reversed (a trigger refuses the rest). */
export class JournalEntry extends BaseModel {
  static override tableName = 'journal_entries';

  id!: number;
  kind!: EntryKind;
  key!: string;
  orderId!: number | null;
  reverses!: number | null;
  memo!: string;
  postedBy!: string | null;
  postedAt!: Date;
}

/** One line of an entry: a debit is positive, a credit negative; an entry's lines sum to zero. */
export class JournalLine extends BaseModel {
  static override tableName = 'journal_lines';
  static override idColumn = ['entryId', 'line'];

  entryId!: number;
  line!: number;
  accountId!: number;
  orderId!: number | null;
  amount!: string;
  currency!: string;
}

/** A buyer's dispute of a protected order (`disputes.service.ts`, `dispute-records.ts`). */
export class DisputeRecord extends BaseModel {
  static override tableName = 'disputes';

  id!: number;
  orderId!: number;
  status!: DisputeStatus;
  reason!: DisputeReason;
  description!: string;
  /** numeric(14,2) as a string, as are the other amounts. */
  claimedAmount!: string;
  openedBy!: string | null;
  openedAt!: Date;
  response!: DisputeResponse | null;
  offeredAmount!: string | null;
  answeredBy!: string | null;
  answeredAt!: Date | null;
  escalatedAt!: Date | null;
  escalatedByClock!: boolean | null;
  outcome!: DisputeOutcome | null;
  refundAmount!: string | null;
  decisionNote!: string | null;
  decidedBy!: string | null;
  decidedAt!: Date | null;
  creditNoteId!: number | null;
}

/** A message of a dispute's thread, with its evidence. */
export class DisputeMessage extends BaseModel {
  static override tableName = 'dispute_messages';
  static override jsonAttributes = ['attachments'];

  id!: number;
  disputeId!: number;
  authorId!: string | null;
  side!: string;
  body!: string;
  attachments!: { url: string; name: string }[];
  createdAt!: Date;
}

/** A batch of payouts, sent to the bank as one pain.001 file. */
export class PayoutBatchRecord extends BaseModel {
  static override tableName = 'payout_batches';

  id!: number;
  messageId!: string;
  currency!: string;
  createdBy!: string | null;
  createdAt!: Date;
  cancelledAt!: Date | null;
}

/** A payout of what is owed to a company, with the end-to-end id its bank's statement carries back. */
export class PayoutRecord extends BaseModel {
  static override tableName = 'payouts';

  id!: number;
  batchId!: number;
  payeeId!: string;
  amount!: string;
  currency!: string;
  endToEndId!: string;
  status!: PayoutStatus;
  /** Whom it pays: a supplier's payable or a buyer's refunds. */
  accountKind!: (typeof COMPANY_ACCOUNT_KINDS)[number];
  /** The account it was sent to, as it was then. */
  accountHolder!: string;
  iban!: string;
  bic!: string | null;
  settledAt!: Date | null;
}

/** A line of the collection account's statement, and what it was matched to. */
export class CollectionStatementLine extends BaseModel {
  static override tableName = 'collection_statement_lines';
  static override idColumn = 'entry';

  entry!: string;
  credit!: boolean;
  amount!: string;
  currency!: string;
  /** The value date, `2026-12-04`. */
  valueDate!: string;
  reference!: string | null;
  endToEndId!: string | null;
  payerName!: string | null;
  counterpartyIban!: string | null;
  /** The statement says the credit is a payment returned. */
  returned!: boolean;
  orderId!: number | null;
  paymentId!: number | null;
  payoutId!: number | null;
  unmatchedReason!: string | null;
  importedBy!: string | null;
  importedAt!: Date;
}

/** A collection-account statement imported: its closing balance, for reconciliation. */
export class CollectionStatement extends BaseModel {
  static override tableName = 'collection_statements';

  id!: string;
  closingBalance!: string | null;
  currency!: string | null;
  closingDate!: string | null;
  importedBy!: string | null;
  importedAt!: Date;
}

/** A commission invoice the operator issued to a supplier: never changed or deleted. */
export class CommissionInvoiceRecord extends BaseModel {
  static override tableName = 'commission_invoices';
  static override jsonAttributes = ['content'];

  id!: number;
  vendorId!: string;
  /** The month it charges for: its first day, `2026-11-01`. */
  period!: string;
  series!: string;
  /** Null only inside the issuing transaction: numbered as it commits (`number_commission_invoice_at_commit`). */
  number!: number | null;
  issuedAt!: Date;
  currency!: string;
  net!: string;
  vatPercent!: string;
  vat!: string;
  total!: string;
  /** What protected orders' releases already took of it. */
  deducted!: string;
  due!: string;
  content!: Record<string, unknown>;
}
