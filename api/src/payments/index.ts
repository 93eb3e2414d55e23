// What other domains may use of payments: the documents an order's moves issue, and reading them.
export { renderDocumentPdf } from './document-pdf.ts';
export { buildUblXml, renderUblXml, ublMoney, ublParty, ublVatCurrency } from './ubl-invoice.ts';
export {
  EU_COUNTRIES,
  keptVatCurrency,
  memberStateCurrency,
  vatCurrencyLines,
  vatCurrencyOf,
} from './vat-place.ts';
export { PdfWriter, printedMoney } from './pdf-blocks.ts';
export { checkReadyToShip, orderPaymentSql, recordPayment } from './payments.service.ts';
export { importStatement } from './statement-import.service.ts';
export { camtLines } from './camt-statements.ts';
export {
  amountSchema,
  orderPaymentSchema,
  positiveAmountSchema,
  type OrderPayment,
} from './payments.contract.ts';
export { fromCents, moneyText, toCents, withCents } from './money.contract.ts';
export {
  bankAccountBodySchema,
  bankAccountChangeBodySchema,
  type BankAccountBody,
} from './bank-accounts.contract.ts';
export { paidIn, saveBankAccount } from './bank-accounts.service.ts';
export {
  applyCollectionAccount,
  cancelCollectionAccountChange,
  changeHeld,
  checkCollectionAccount,
  collectionAccount,
  COLLECTION_ACCOUNT_HOLD_HOURS,
  COLLECTION_ACCOUNT_JSON_SQL,
  setCollectionAccount,
  type CollectionAccount,
} from './collection-account.ts';
export { csvLines } from './csv-statements.ts';
export {
  STATEMENT_LIMITS,
  type ClosingBalance,
  type StatementFacts,
  type StatementLine,
} from './statement-parsing.ts';
export { lockedOrders, orderFacts, type OrderFacts } from './orders-asked.ts';
export {
  invoicedOrderNumber,
  orderInvoiceNumber,
  paidForOrder,
  recordProtectedPayment,
  type ProtectedPayment,
} from './payments-asked.ts';
export { documentNumber, issueDocumentsForMove, issueOrderDocument } from './order-documents.service.ts';
export { findOrderDocument, listOrderDocuments } from './order-document-records.ts';
export {
  orderDocumentListSchema,
  orderDocumentPathSchema,
  DOCUMENT_TITLES,
  partySchema,
  type DocumentContent,
  type DocumentParty,
} from './order-documents.contract.ts';
export { paymentPlanSchema, describePaymentPlan, type PaymentPlan } from './payment-plans.contract.ts';
export {
  CompanyBankAccount,
  DocumentCounter,
  OrderDocumentRecord,
  PaymentRecord,
  PaymentReminder,
} from './payment-records.model.ts';
