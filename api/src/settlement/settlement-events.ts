import { formatOrderNumber } from '@rawex/format';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { moneyText, orderFacts } from '../payments/index.ts';
import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { disputePartiesSql } from './dispute-records.ts';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from './settlement-values.contract.ts';

/** The supplier's people a dispute concerns: those who sell and those who ship. */
const SUPPLIER_MEMBERS = ['owner', 'admin', 'sales', 'fulfilment'] as const;

const OUTCOME_WORDS: Record<DisputeOutcome, string> = {
  release: 'the money is released to the supplier',
  refund: 'the buyer is refunded in full',
  partial_refund: 'the buyer is refunded in part, the rest released to the supplier',
};

/** What each step of a dispute tells the two sides, in a sentence. */
function disputeWords(type: string, data: Record<string, unknown>, vendorName: string) {
  const id = data.disputeId as number;
  switch (type) {
    case 'dispute.opened':
      return {
        title: `Dispute #${id} opened`,
        body: `The buyer disputes order #${data.orderId} with ${vendorName}: the supplier answers within 3 days.`,
      };
    case 'dispute.answered':
      return { title: `Dispute #${id} answered`, body: `The supplier answered (${String(data.response)}).` };
    case 'dispute.escalated':
      return {
        title: `Dispute #${id} escalated`,
        body: data.byClock
          ? 'Not settled within 7 days: an administrator decides now.'
          : 'The buyer escalated it: an administrator decides now.',
      };
    case 'dispute.resolved': {
      const outcome = data.outcome as DisputeOutcome;
      return {
        title: `Dispute #${id} resolved`,
        body: `${DISPUTE_OUTCOMES.includes(outcome) ? OUTCOME_WORDS[outcome] : 'Settled'}; refunded: ${String(data.refunded)}.`,
      };
    }
    default:
      return {
        title: `Dispute #${id}: a new message`,
        body: `The ${String(data.side)} wrote in the thread.`,
      };
  }
}

/** Every step of a dispute: both firms are told in the app and by email, and their webhooks hear of it. */
export const describeDisputeEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { rows } = (await db.raw(disputePartiesSql, [event.data.disputeId as number])) as {
      rows: { buyer_id: string; vendor_id: string; supplier_name: string }[];
    };
    const parties = rows[0];
    if (!parties) continue;
    const words = disputeWords(event.type, event.data, parties.supplier_name);
    effects.webhooks.push({
      eventId: event.id,
      type: event.type,
      userIds: [parties.buyer_id, parties.vendor_id],
      data: event.data,
    });
    // A message waits for the digest of messages; every other step is told at once.
    const kind = event.type === 'dispute.message_added' ? 'message_received' : 'order_status';
    for (const [side, userId, toMembers] of [
      ['buyer', parties.buyer_id, MEMBERS_WHO.buy],
      ['supplier', parties.vendor_id, SUPPLIER_MEMBERS],
    ] as const) {
      effects.notices.push({ eventId: event.id, userId, toMembers, kind, ...words, link: '/escrow' });
      effects.emails.push({
        key: `${event.id}:${side}`,
        userId,
        toMembers,
        kind,
        content: {
          subject: words.title,
          paragraphs: [words.body],
          action: { label: 'See the dispute', path: '/escrow' },
        },
      });
    }
  }
  return effects;
};

/** What a money event tells the company it concerns, in a sentence. */
function moneyWords(type: string, data: Record<string, unknown>) {
  switch (type) {
    case 'protection.released':
      return {
        title: `Order #${formatOrderNumber(Number(data.orderId))}: money released`,
        body: `${moneyText(String(data.released), String(data.currency))} released to you, less ${moneyText(String(data.commission), String(data.currency))} commission.`,
      };
    case 'payout.sent':
      return {
        title: 'Payout sent',
        body: `${moneyText(String(data.amount), String(data.currency))} is on its way to your bank account.`,
      };
    case 'payout.returned':
      return {
        title: 'Payout returned',
        body: `Your bank returned a payout of ${moneyText(String(data.amount), String(data.currency))}: check your bank account at /company; it is owed to you again.`,
      };
    default:
      return {
        title: 'Commission invoice issued',
        body: 'The marketplace’s invoice of last month’s commission is ready.',
      };
  }
}

/**
 * Money released to a supplier, a payout sent or returned, a commission invoice issued: the company
 * it concerns hears of it.
 */
export const describeMoneyEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const data = event.data as {
      orderId?: number;
      payeeId?: string;
      released?: string;
      commission?: string;
      amount?: string;
    };
    const companyId = data.orderId
      ? (
          (await orderFacts(db).where({ id: data.orderId }).first('vendorId')) as
            { vendorId: string } | undefined
        )?.vendorId
      : data.payeeId;
    if (!companyId) continue;
    effects.webhooks.push({ eventId: event.id, type: event.type, userIds: [companyId], data });
    const words = moneyWords(event.type, data);
    effects.notices.push({
      eventId: event.id,
      userId: companyId,
      toMembers: ['owner', 'admin'],
      kind: 'order_status',
      ...words,
      link: '/escrow',
    });
  }
  return effects;
};
