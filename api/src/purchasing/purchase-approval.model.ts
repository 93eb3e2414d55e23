import { BaseModel } from '../platform/database/base-model.ts';
import type { ApprovalKind, ApprovalLine, ApprovalReason, ApprovalStatus } from './purchasing.contract.ts';

/** A purchase a purchaser asked for beyond a limit, waiting for (or decided by) an approver. */
export class PurchaseApproval extends BaseModel {
  static override tableName = 'purchase_approvals';
  static override jsonAttributes = ['lines'];

  id!: number;
  companyId!: string;
  requestedBy!: string | null;
  kind!: ApprovalKind;
  quoteId!: number | null;
  quoteVersion!: number | null;
  lines!: ApprovalLine[];
  total!: string;
  currency!: string;
  shippingAddress!: string;
  notes!: string | null;
  poNumber!: string | null;
  /** Trade protection for the orders it places. */
  protection!: boolean;
  reasons!: ApprovalReason[];
  status!: ApprovalStatus;
  decidedBy!: string | null;
  decidedAt!: Date | null;
  rejectionReason!: string | null;
  orderIds!: number[] | null;
  createdAt!: Date;
  updatedAt!: Date;
}
