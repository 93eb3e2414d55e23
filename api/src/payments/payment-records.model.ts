import { BaseModel } from '../platform/database/base-model.ts';
import type { DocumentContent, DocumentKind } from './order-documents.contract.ts';

/** Where a firm is paid in a currency (`bank-accounts.service.ts` writes it). */
export class CompanyBankAccount extends BaseModel {
  static override tableName = 'company_bank_accounts';
  static override idColumn = ['companyId', 'currency'];

  companyId!: string;
  currency!: string;
  accountHolder!: string;
  iban!: string | null;
  bic!: string | null;
  accountNumber!: string | null;
  bankName!: string | null;
  swift!: string | null;
  updatedBy!: string | null;
  updatedAt!: Date;
  /** After a change: payouts to it wait until then, and documents issued meanwhile say it changed. */
  payoutsHeldUntil!: Date | null;
  /** The account before the change, which any owner may put back while payouts are held. */
  previousAccount!: Record<string, string | null> | null;
}

/** The last number taken in an issuer's series of documents (a firm's, or the marketplace's own). */
export class DocumentCounter extends BaseModel {
  static override tableName = 'document_counters';
  static override idColumn = ['issuer', 'series'];

  /** The issuing company's id, or 'rawex' for the marketplace's own series. */
  issuer!: string;
  series!: string;
  lastNumber!: number;
}

/** A document issued for an order: never changed or deleted (a trigger refuses it). */
export class OrderDocumentRecord extends BaseModel {
  static override tableName = 'order_documents';

  id!: number;
  orderId!: number;
  issuerId!: string;
  kind!: DocumentKind;
  series!: string;
  /** Null only inside the issuing transaction: numbered as it commits (`number_order_document_at_commit`). */
  number!: number | null;
  refersTo!: number | null;
  issuedAt!: Date;
  currency!: string;
  total!: string;
  dueDate!: string | null;
  content!: DocumentContent;
  /** A supplier's credit note after shipment: it lowers what the order is owed. */
  reducesAmountDue!: boolean;
}

/** A payment received for an order, or waiting to be assigned to one (`payments.service.ts`). */
export class PaymentRecord extends BaseModel {
  static override tableName = 'payments';

  id!: number;
  payeeId!: string;
  orderId!: number | null;
  amount!: string;
  currency!: string;
  valueDate!: string;
  method!: string;
  reference!: string | null;
  payerName!: string | null;
  source!: string;
  statementEntry!: string | null;
  proofUrl!: string | null;
  unmatchedReason!: string | null;
  recordedBy!: string | null;
  recordedAt!: Date;
}

/** A reminder sent for an unpaid invoice: on its due date, and a week after (once each). */
export class PaymentReminder extends BaseModel {
  static override tableName = 'payment_reminders';
  static override idColumn = ['documentId', 'stage'];

  documentId!: number;
  stage!: 'due' | 'overdue';
  sentAt!: Date;
}
