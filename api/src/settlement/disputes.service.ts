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
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { heldForOrder, postEntry } from './ledger.service.ts';
import { releaseHeld } from './protection.service.ts';
import type {
  AnswerDisputeBody,
  DecideDisputeBody,
  Dispute,
  DisputeMessageBody,
  OpenDisputeBody,
} from './settlement.contract.ts';
import {
  DISPUTE_REASON_WORDS,
  PROTECTION_DAYS,
  type DisputeOutcome,
  type DisputeStatus,
} from './settlement-values.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';

const DAY_MS = 86_400_000;

interface DisputeRow {
  id: number;
  orderId: number;
  buyerId: string;
  vendorId: string;
  buyerName: string;
  vendorName: string;
  status: DisputeStatus;
  reason: Dispute['reason'];
  claimedAmount: string;
  description: string;
  response: Dispute['response'];
  offeredAmount: string | null;
  outcome: Dispute['outcome'];
  refundAmount: string | null;
  decisionNote: string | null;
  creditNoteId: number | null;
  openedAt: Date;
  answeredAt: Date | null;
  escalatedAt: Date | null;
  escalatedByClock: boolean | null;
  decidedAt: Date | null;
}

const disputeNotFound = () => notFound('Dispute not found', 'dispute_not_found');
const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });

const at = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS).toISOString();
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The dispute's row with its order's two firms; locked for a change when `trx` asks. */
function disputeQuery(db: Knex) {
  return db('disputes')
    .join(db.raw('order_facts() AS orders'), 'orders.id', 'disputes.orderId')
    .select(
      'disputes.*',
      'orders.buyerId',
      'orders.vendorId',
      db.raw(`company_name(orders.buyer_id) AS buyer_name`),
      db.raw(`company_name(orders.vendor_id) AS vendor_name`),
    );
}

/** Which side of the dispute the caller stands on, or undefined: it does not exist for them. */
function sideOf(actor: AuthUser, row: Pick<DisputeRow, 'buyerId' | 'vendorId'>) {
  if (row.buyerId === actor.companyId) return 'buyer' as const;
  if (row.vendorId === actor.companyId) return 'supplier' as const;
  if (actor.role === 'admin') return 'administrator' as const;
  return undefined;
}

async function findDispute(db: Knex, actor: AuthUser, id: number, lock = false): Promise<DisputeRow> {
  const query = disputeQuery(db).where('disputes.id', id);
  const row = (await (lock ? query.forUpdate() : query).first()) as DisputeRow | undefined;
  if (!row || !sideOf(actor, row)) throw disputeNotFound();
  return row;
}

async function toDispute(db: Knex, row: DisputeRow, withMessages = true): Promise<Dispute> {
  const messages = withMessages
    ? ((await db('disputeMessages')
        .leftJoin(db.raw('people() AS author'), 'author.id', 'disputeMessages.authorId')
        .where({ disputeId: row.id })
        .orderBy('disputeMessages.id')
        .select(
          'disputeMessages.id',
          'disputeMessages.side',
          'disputeMessages.body',
          'disputeMessages.attachments',
          'disputeMessages.createdAt',
          db.raw(`nullif(concat_ws(' ', author.first_name, author.last_name), '') AS author_name`),
        )) as {
        id: number;
        side: Dispute['messages'][number]['side'];
        body: string;
        attachments: Dispute['messages'][number]['attachments'];
        createdAt: Date;
        authorName: string | null;
      }[])
    : [];
  return {
    id: row.id,
    orderId: row.orderId,
    buyerName: row.buyerName,
    vendorName: row.vendorName,
    status: row.status,
    reason: row.reason,
    claimedAmount: String(row.claimedAmount),
    description: row.description,
    response: row.response,
    offeredAmount: row.offeredAmount === null ? null : String(row.offeredAmount),
    outcome: row.outcome,
    refundAmount: row.refundAmount === null ? null : String(row.refundAmount),
    decisionNote: row.decisionNote,
    creditNoteId: row.creditNoteId,
    held: await heldForOrder(db, row.orderId),
    openedAt: row.openedAt.toISOString(),
    answerBy: at(row.openedAt, PROTECTION_DAYS.supplierAnswers),
    buyerMayEscalateFrom: at(row.openedAt, PROTECTION_DAYS.buyerMayEscalateFromDay - 1),
    escalatesItselfAt: at(row.openedAt, PROTECTION_DAYS.escalatesItselfOnDay - 1),
    answeredAt: iso(row.answeredAt),
    escalatedAt: iso(row.escalatedAt),
    escalatedByClock: row.escalatedByClock,
    decidedAt: iso(row.decidedAt),
    messages: messages.map((message) => ({
      id: message.id,
      side: message.side,
      authorName: message.authorName,
      body: message.body,
      attachments: message.attachments,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

async function addMessage(
  trx: Knex,
  disputeId: number,
  side: Dispute['messages'][number]['side'],
  authorId: string | null,
  body: string,
  attachments: readonly { url: string; name: string }[] = [],
): Promise<void> {
  await trx('disputeMessages').insert({
    disputeId,
    side,
    authorId,
    body,
    attachments: JSON.stringify(attachments),
  });
}

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
  await releaseHeld(trx, dispute.orderId, `Released after dispute #${dispute.id}`, decidedBy);
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

/** Each message emails the other side: this many an hour from one person, in all their disputes. */
export const DISPUTE_MESSAGES_PER_HOUR = 30;

async function checkDisputeMessageRate(trx: Knex.Transaction, author: AuthUser): Promise<void> {
  await lockUntilCommit(trx, `dispute messages ${author.id}`);
  await checkWindowQuota(
    trx('disputeMessages').where({ authorId: author.id }),
    'createdAt',
    { windowMs: 60 * 60 * 1000, most: DISPUTE_MESSAGES_PER_HOUR, now: new Date() },
    (retryAfter) => ({
      code: 'too_many_dispute_messages',
      detail: `You have written ${DISPUTE_MESSAGES_PER_HOUR} messages in disputes in the last hour, the most an hour takes. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    }),
  );
}

/** A message in the dispute's thread, with evidence: from either firm or an administrator. */
export async function addDisputeMessage(
  db: Knex,
  actor: AuthUser,
  id: number,
  body: DisputeMessageBody,
): Promise<Dispute> {
  const dispute = await findDispute(db, actor, id);
  if (dispute.status === 'resolved')
    throw conflict('dispute_resolved', 'This dispute is resolved: its thread is closed.');
  await attachUploads(db, actor, body.attachments);
  await db.transaction(async (trx) => {
    await checkDisputeMessageRate(trx, actor);
    await addMessage(trx, id, sideOf(actor, dispute)!, actor.id, body.body, body.attachments);
    await recordEvent(trx, 'dispute.message_added', {
      disputeId: id,
      orderId: dispute.orderId,
      side: sideOf(actor, dispute),
    });
  });
  return getDispute(db, actor, id);
}

export async function getDispute(db: Knex, actor: AuthUser, id: number): Promise<Dispute> {
  return toDispute(db, await findDispute(db, actor, id));
}

/** The disputes the caller's firm is party to, newest first; an administrator's, every one. */
export async function listDisputes(
  db: Knex,
  actor: AuthUser,
  query: { limit: number; offset: number; status?: DisputeStatus | undefined },
): Promise<ListPage<Omit<Dispute, 'messages'>>> {
  const filtered = () => {
    const builder = disputeQuery(db);
    if (actor.role !== 'admin')
      builder.where((mine) =>
        mine.where('orders.buyerId', actor.companyId).orWhere('orders.vendorId', actor.companyId),
      );
    if (query.status) builder.where('disputes.status', query.status);
    return builder;
  };
  const [rows, counted] = await Promise.all([
    filtered().orderBy('disputes.id', 'desc').limit(query.limit).offset(query.offset),
    filtered().clearSelect().count({ total: '*' }).first(),
  ]);
  const disputes = await Promise.all(
    (rows as DisputeRow[]).map(async (row) => {
      const { messages: _messages, ...dispute } = await toDispute(db, row, false);
      return dispute;
    }),
  );
  return { items: disputes, total: Number(counted?.total ?? 0) };
}

/** The two firms' names of a dispute's order, for what tells them of it. */
export const disputePartiesSql = `SELECT orders.buyer_id, orders.vendor_id,
    company_name(orders.vendor_id) AS supplier_name
  FROM disputes JOIN order_facts() AS orders ON orders.id = disputes.order_id WHERE disputes.id = ?`;
