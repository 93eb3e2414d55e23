import { BaseModel } from '../platform/database/base-model.ts';
import type { TransportMode } from '../catalogue/trade-document-values.contract.ts';

/** A lot of an order: how it travels, on which transport document, from where to where. */
export class Shipment extends BaseModel {
  static override tableName = 'shipments';

  id!: number;
  orderId!: number;
  mode!: TransportMode;
  carrier!: string;
  transportDocumentNumber!: string | null;
  equipment!: string[];
  placeOfLoading!: string;
  placeOfLoadingCode!: string | null;
  placeOfDischarge!: string;
  placeOfDischargeCode!: string | null;
  createdBy!: string | null;
  createdAt!: Date;
}
