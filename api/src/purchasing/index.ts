// What other domains may use of purchasing.
export { PurchaseApproval } from './purchase-approval.model.ts';
