import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { heldForOrder } from './ledger.service.ts';
import type { Dispute } from './settlement.contract.ts';
import { PROTECTION_DAYS, type DisputeStatus } from './settlement-values.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';

// A dispute as it is kept and as it is answered: finding one the caller is party to, reading
// them, and what the services that change them share.

export const DAY_MS = 86_400_000;

export interface DisputeRow {
  id: number;
  orderId: number;
  buyerId: string;
  vendorId: string;
  /** The order's, which every amount of the dispute is in. */
  currency: string;
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

export const disputeNotFound = () => notFound('Dispute not found', 'dispute_not_found');
export const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });

export const at = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS).toISOString();
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The dispute's row with its order's two firms; locked for a change when `trx` asks. */
function disputeQuery(db: Knex) {
  return db('disputes')
    .join(db.raw('order_facts() AS orders'), 'orders.id', 'disputes.orderId')
    .select(
      'disputes.*',
      'orders.buyerId',
      'orders.vendorId',
      db.raw('orders.currency::text AS currency'),
      db.raw(`company_name(orders.buyer_id) AS buyer_name`),
      db.raw(`company_name(orders.vendor_id) AS vendor_name`),
    );
}

/** Which side of the dispute the caller stands on, or undefined: it does not exist for them. */
export function sideOf(actor: AuthUser, row: Pick<DisputeRow, 'buyerId' | 'vendorId'>) {
  if (row.buyerId === actor.companyId) return 'buyer' as const;
  if (row.vendorId === actor.companyId) return 'supplier' as const;
  if (actor.role === 'admin') return 'administrator' as const;
  return undefined;
}

export async function findDispute(db: Knex, actor: AuthUser, id: number, lock = false): Promise<DisputeRow> {
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
    currency: row.currency,
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
