import {
  awaitedDocumentTitles,
  type DealFacts,
  type LatestVersions,
} from '../catalogue/trade-document-values.contract.ts';
import type { PaymentPlan } from './payment-values.contract.ts';

/** What shipments' `trade_document_facts(order_id)` answers: the checklist's facts besides the Incoterm. */
export type TradeDocumentFacts = Omit<DealFacts, 'incoterm'> & { latest: LatestVersions };

/** The shipping documents a balance still waits for, in the sentence documents and reminders print. */
export const stillToCome = (titles: readonly string[]) =>
  `Shipping documents still to come: ${titles.join(', ')}.`;

/**
 * The shipping documents a balance due against them still waits for, by title, as documents and
 * reminders name them: none when the plan does not wait on documents.
 */
export function awaitedByBalance(
  plan: PaymentPlan,
  incoterm: string | null,
  facts: TradeDocumentFacts,
): string[] {
  if (plan.kind !== 'deposit' || plan.balanceDue !== 'against_documents') return [];
  return awaitedDocumentTitles({ ...facts, incoterm }, facts.latest);
}
