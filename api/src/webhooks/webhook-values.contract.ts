/**
 * The events a webhook can subscribe to, as plain values with no schema library (the console
 * offers exactly these). Each reaches the users who could read what it tells of through the API.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'shipment.created',
  'shipment.events_recorded',
  'trade_document.submitted',
  'trade_document.reviewed',
  'proforma.issued',
  'invoice.issued',
  'credit_note.issued',
  'payment.received',
  'order.payment_state_changed',
  'protection.released',
  'dispute.opened',
  'dispute.answered',
  'dispute.escalated',
  'dispute.resolved',
  'dispute.message_added',
  'payout.sent',
  'payout.returned',
  'commission_invoice.issued',
  'product.created',
  'product.updated',
  'rfq.created',
  'quote.submitted',
  'quote.accepted',
  'auction.opened',
  'auction.lot_decided',
  'message.created',
  'approval.requested',
  'approval.decided',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Test deliveries one endpoint may be sent in an hour: enough to try it, not a way to flood it. */
export const TEST_DELIVERIES_PER_HOUR = 10;
