import { BaseModel } from '../platform/database/base-model.ts';
import type { EventClassifier, EventSource, ShipmentMilestone } from './shipment-values.contract.ts';

/** A milestone of a lot, planned, estimated or actual, recorded once by its sender's id. */
export class ShipmentEvent extends BaseModel {
  static override tableName = 'shipment_events';

  id!: number;
  shipmentId!: number;
  eventId!: string;
  milestone!: ShipmentMilestone;
  classifier!: EventClassifier;
  occurredAt!: Date;
  utcOffsetMinutes!: number;
  place!: string | null;
  placeCode!: string | null;
  equipmentReference!: string | null;
  issuedAt!: Date;
  source!: EventSource;
  recordedBy!: string | null;
  recordedAt!: Date;
}
