// What other domains may use of the settlement: what an order's moves do to the money it holds.
export {
  protectOrders,
  refundHeldOnCancel,
  releaseHeld,
  requireProtectionOffered,
} from './protection.service.ts';
export {
  CollectionStatement,
  CollectionStatementLine,
  CommissionInvoiceRecord,
  CommissionRuleRecord,
  DisputeMessage,
  DisputeRecord,
  JournalEntry,
  JournalLine,
  PayoutBatchRecord,
  PayoutRecord,
  SettlementAccount,
} from './settlement-records.model.ts';
