import type { Knex } from 'knex';
import { attachUploads } from '../media/index.ts';
import { recordEvent } from '../notifications/index.ts';
import {
  fromCents,
  invoicedOrderNumber,
  issueOrderDocument,
  lockedOrders,
  toCents,
} from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { invalidField, notFound } from '../platform/errors/index.ts';
import { heldForOrder, postEntry } from './ledger.service.ts';
import { releaseHeld } from './protection.service.ts';
import type {
  AnswerDisputeBody,
  DecideDisputeBody,
  Dispute,
  OpenDisputeBody,
} from './settlement.contract.ts';
import { DISPUTE_REASON_WORDS, PROTECTION_DAYS, type DisputeOutcome } from './settlement-values.contract.ts';
import {
  DAY_MS,
  type DisputeRow,
  disputeNotFound,
  conflict,
  at,
  sideOf,
  findDispute,
  getDispute,
} from './dispute-records.ts';
import { addMessage } from './dispute-messages.service.ts';

/**
 * The buyer opens a dispute on a protected order whose money is held: not received, or received
 * within the protection window (30 days). What it claims stays held until the dispute is settled.
 */
export async function openDispute(
  db: Knex,
  actor: AuthUser,
  orderId: number,
  body: OpenDisputeBody,
): Promise<Dispute> {
  await attachUploads(db, actor, body.attachments);
  const id = await db.transaction(async (trx) => {
    const [order] = await lockedOrders(trx, { ids: [orderId], buyerId: actor.companyId });
    if (!order) throw notFound('Order not found', 'order_not_found');
    const {
      rows: [{ received_at: receivedAt }],
    } = (await trx.raw(`SELECT order_reached_at(?, 'delivered') AS received_at`, [orderId])) as {
      rows: [{ received_at: Date | null }];
    };
    if (!order.protected)
      throw conflict(
        'order_not_protected',
        'Only a protected order can be disputed here; talk to the supplier in a conversation.',
      );
    if (receivedAt && Date.now() - new Date(receivedAt).getTime() > PROTECTION_DAYS.window * DAY_MS) {
      throw conflict(
        'protection_window_closed',
        `This order was received more than ${PROTECTION_DAYS.window} days ago: its protection window has closed.`,
      );
    }
    const open = await trx('disputes').where({ orderId }).whereNot({ status: 'resolved' }).first('id');
    if (open)
      throw conflict('dispute_open', `Dispute #${open.id} on this order is still open: add to its thread.`);
    const held = await heldForOrder(trx, orderId);
    if (toCents(held) <= 0n)
      throw conflict(
        'nothing_held',
        'Nothing is held for this order: it was not paid into protection, or was released.',
      );
    if (toCents(body.claimedAmount) > toCents(held))
      throw invalidField('claimedAmount', `can be at most what is held for the order, ${held}`);
    const [row] = (await trx('disputes')
      .insert({
        orderId,
        openedBy: actor.id,
        reason: body.reason,
        claimedAmount: body.claimedAmount,
        description: body.description,
      })
      .returning('id')) as { id: number }[];
    await addMessage(trx, row!.id, 'buyer', actor.id, body.description, body.attachments);
    await recordEvent(trx, 'dispute.opened', { disputeId: row!.id, orderId });
    return row!.id;
  });
  return getDispute(db, actor, id);
}

/**
 * Settles a dispute in the caller's transaction: refunds `refund` to the buyer's refunds payable
 * (with a credit note against the invoice, when the order has one), then releases what is left
 * held to the supplier, less commission.
 */
async function settle(
  trx: Knex.Transaction,
  dispute: DisputeRow,
  outcome: DisputeOutcome,
  refund: bigint,
  decidedBy: string | null,
  note: string,
): Promise<void> {
  const held = toCents(await heldForOrder(trx, dispute.orderId));
  const refunded = refund > held ? held : refund;
  let creditNoteId: number | null = null;
  if (refunded > 0n) {
    await postEntry(trx, {
      kind: 'refund',
      key: `refund:dispute:${dispute.id}`,
      memo: `Refund under dispute #${dispute.id}`,
      currency: dispute.currency,
      orderId: dispute.orderId,
      postedBy: decidedBy,
      lines: [
        { account: { kind: 'held_for_orders' }, amount: fromCents(refunded) },
        { account: { kind: 'refunds_payable', companyId: dispute.buyerId }, amount: fromCents(-refunded) },
      ],
    });
    // A credit note corrects the invoice: an order not invoiced yet has none to correct.
    const orderNumber = await invoicedOrderNumber(trx, dispute.orderId);
    if (orderNumber) {
      creditNoteId =
        (await issueOrderDocument(trx, { id: dispute.orderId, number: orderNumber }, 'credit_note', {
          credit: {
            amount: fromCents(refunded),
            description: `Refund agreed in dispute #${dispute.id}: ${DISPUTE_REASON_WORDS[dispute.reason]}`,
          },
        })) ?? null;
    }
  }
  await trx('disputes')
    .where({ id: dispute.id })
    .update({
      status: 'resolved',
      outcome,
      refundAmount: fromCents(refunded),
      decidedBy,
      decidedAt: new Date(),
      decisionNote: note,
      creditNoteId,
    });
  await releaseHeld(trx, dispute.orderId, `Released after dispute #${dispute.id}`, decidedBy, {
    decided: true,
  });
  await recordEvent(trx, 'dispute.resolved', {
    disputeId: dispute.id,
    orderId: dispute.orderId,
    outcome,
    refunded: fromCents(refunded),
  });
}

/**
 * The supplier answers within its 3 days: accepting refunds what was claimed at once; a partial
 * offer waits for the buyer to take it or escalate; contesting waits for the buyer to escalate.
 */
export async function answerDispute(
  db: Knex,
  actor: AuthUser,
  id: number,
  body: AnswerDisputeBody,
): Promise<Dispute> {
  await db.transaction(async (trx) => {
    const dispute = await findDispute(trx, actor, id, true);
    if (sideOf(actor, dispute) !== 'supplier') throw disputeNotFound();
    if (dispute.status !== 'awaiting_supplier')
      throw conflict(
        'dispute_not_awaiting_supplier',
        `This dispute is ${dispute.status.replace('_', ' ')}: it takes no answer now.`,
      );
    if (body.offeredAmount && toCents(body.offeredAmount) >= toCents(dispute.claimedAmount))
      throw invalidField(
        'offeredAmount',
        `must be less than the ${String(dispute.claimedAmount)} claimed: accept the claim instead`,
      );
    await trx('disputes')
      .where({ id })
      .update({
        response: body.response,
        offeredAmount: body.offeredAmount ?? null,
        answeredBy: actor.id,
        answeredAt: new Date(),
        status: 'answered',
      });
    await addMessage(trx, id, 'supplier', actor.id, body.note);
    await recordEvent(trx, 'dispute.answered', {
      disputeId: id,
      orderId: dispute.orderId,
      response: body.response,
    });
    if (body.response === 'accept') {
      await settle(
        trx,
        dispute,
        'refund',
        toCents(dispute.claimedAmount),
        actor.id,
        'The supplier accepted the claim.',
      );
    }
  });
  return getDispute(db, actor, id);
}

/** The buyer takes the supplier's partial offer: refunded that, the rest released. */
export async function acceptDisputeOffer(db: Knex, actor: AuthUser, id: number): Promise<Dispute> {
  await db.transaction(async (trx) => {
    const dispute = await findDispute(trx, actor, id, true);
    if (sideOf(actor, dispute) !== 'buyer') throw disputeNotFound();
    if (dispute.status !== 'answered' || dispute.response !== 'partial' || dispute.offeredAmount === null)
      throw conflict('no_offer', 'There is no offer on this dispute to accept.');
    await addMessage(trx, id, 'buyer', actor.id, `Accepted the offer of ${String(dispute.offeredAmount)}.`);
    await settle(
      trx,
      dispute,
      'partial_refund',
      toCents(dispute.offeredAmount),
      actor.id,
      'The buyer accepted the supplier’s offer.',
    );
  });
  return getDispute(db, actor, id);
}

/** The buyer escalates to an administrator, from the dispute's 4th day. */
export async function escalateDispute(db: Knex, actor: AuthUser, id: number): Promise<Dispute> {
  await db.transaction(async (trx) => {
    const dispute = await findDispute(trx, actor, id, true);
    if (sideOf(actor, dispute) !== 'buyer') throw disputeNotFound();
    if (dispute.status === 'escalated' || dispute.status === 'resolved')
      throw conflict('dispute_not_escalatable', `This dispute is ${dispute.status} already.`);
    const from = new Date(at(dispute.openedAt, PROTECTION_DAYS.buyerMayEscalateFromDay - 1));
    if (Date.now() < from.getTime() && dispute.status === 'awaiting_supplier') {
      throw conflict(
        'too_early_to_escalate',
        `The supplier has until ${from.toISOString().slice(0, 16).replace('T', ' ')} UTC to answer: you may escalate from then.`,
      );
    }
    await trx('disputes')
      .where({ id })
      .update({ status: 'escalated', escalatedAt: new Date(), escalatedByClock: false });
    await addMessage(trx, id, 'buyer', actor.id, 'Escalated to the marketplace.');
    await recordEvent(trx, 'dispute.escalated', { disputeId: id, orderId: dispute.orderId, byClock: false });
  });
  return getDispute(db, actor, id);
}

/**
 * The clock: a dispute not settled by its 8th day escalates itself to an administrator. Answers
 * how many it escalated.
 */
export async function escalateOverdueDisputes(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const { rows } = (await trx.raw(
      `UPDATE disputes SET status = 'escalated', escalated_at = now(), escalated_by_clock = true
       WHERE status IN ('awaiting_supplier', 'answered')
         AND opened_at <= now() - make_interval(days => ?)
       RETURNING id, order_id`,
      [PROTECTION_DAYS.escalatesItselfOnDay - 1],
    )) as { rows: { id: number; order_id: number }[] };
    for (const row of rows) {
      await addMessage(
        trx,
        row.id,
        'system',
        null,
        `Not settled within ${PROTECTION_DAYS.escalatesItselfOnDay - 1} days: escalated to the marketplace.`,
      );
      await recordEvent(trx, 'dispute.escalated', {
        disputeId: row.id,
        orderId: row.order_id,
        byClock: true,
      });
    }
    return rows.length;
  });
}

/**
 * An administrator decides an escalated dispute: the money released to the supplier, refunded in
 * full (all that is held), or refunded in part; the entries, the credit note and the release follow.
 */
export async function decideDispute(
  db: Knex,
  actor: AuthUser,
  id: number,
  body: DecideDisputeBody,
): Promise<Dispute> {
  await db.transaction(async (trx) => {
    const dispute = await findDispute(trx, actor, id, true);
    if (dispute.status !== 'escalated')
      throw conflict(
        'dispute_not_escalated',
        dispute.status === 'resolved'
          ? 'This dispute is resolved already.'
          : 'The parties are still within their days: an administrator decides once the dispute is escalated.',
      );
    const held = toCents(await heldForOrder(trx, dispute.orderId));
    if (body.refundAmount && toCents(body.refundAmount) > held)
      throw invalidField('refundAmount', `can be at most what is held for the order, ${fromCents(held)}`);
    const refund =
      body.outcome === 'release' ? 0n : body.outcome === 'refund' ? held : toCents(body.refundAmount!);
    await addMessage(trx, id, 'administrator', actor.id, body.note);
    await settle(trx, dispute, body.outcome, refund, actor.id, body.note);
  });
  return getDispute(db, actor, id);
}
