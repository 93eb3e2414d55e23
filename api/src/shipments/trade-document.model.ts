import { BaseModel } from '../platform/database/base-model.ts';
import type {
  RequestableTradeDocument,
  TradeDocumentStatus,
  TradeDocumentType,
} from '../catalogue/trade-document-values.contract.ts';

/** One version of a document an order's goods travel with, and the buyer's review of it. */
export class TradeDocumentRecord extends BaseModel {
  static override tableName = 'trade_documents';

  id!: number;
  orderId!: number;
  type!: TradeDocumentType;
  version!: number;
  file!: string;
  fileName!: string;
  sha256!: string;
  bytes!: number;
  uploadedBy!: string | null;
  uploadedAt!: Date;
  status!: TradeDocumentStatus;
  reviewedBy!: string | null;
  reviewedAt!: Date | null;
  reason!: string | null;
}

/** A document an order's buyer asked for besides what the deal needs. */
export class TradeDocumentRequest extends BaseModel {
  static override tableName = 'trade_document_requests';
  static override get idColumn() {
    return ['orderId', 'type'];
  }

  orderId!: number;
  type!: RequestableTradeDocument;
  inspector!: string | null;
  requestedBy!: string | null;
  requestedAt!: Date;
}

/** When an order's checklist was first presented whole, and first accepted whole. */
export class TradeDocumentChecklistRecord extends BaseModel {
  static override tableName = 'trade_document_checklists';
  static override get idColumn() {
    return 'orderId';
  }

  orderId!: number;
  presentedAt!: Date | null;
  acceptedAt!: Date | null;
}
