import type { Knex } from 'knex';
import { formatDate } from '@rawex/format';
import { displayName, type KeptFile } from '../media/index.ts';
import { recordEvent } from '../notifications/index.ts';
import { orderInvoiceNumber } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import { releaseHeld } from '../settlement/index.ts';
import { checkShipper, isParty, orderNotFound } from './shipments.service.ts';
import type { TransportMode } from '../catalogue/trade-document-values.contract.ts';
import {
  checklistStandings,
  isAwaited,
  ISSUED_BY_RAWEX,
  TRADE_DOCUMENT_TITLES,
  type DealFacts,
  type LatestVersions,
  type TradeDocumentStatus,
  type TradeDocumentType,
} from '../catalogue/trade-document-values.contract.ts';
import {
  type ChecklistLine,
  type RequestTradeDocumentBody,
  type ReviewTradeDocumentBody,
  type TradeDocument,
  type TradeDocumentChecklist,
} from './trade-documents.contract.ts';

/** What the checklist knows of its order. */
export interface DealRow {
  orderId: number;
  buyerId: string;
  vendorId: string;
  status: string;
  protected: boolean;
  incoterm: string | null;
  facts: Omit<DealFacts, 'incoterm'> & { modes: TransportMode[]; latest: LatestVersions };
  presentedAt: Date | null;
  acceptedAt: Date | null;
}

interface VersionRow {
  id: number;
  orderId: number;
  type: TradeDocumentType;
  version: number;
  file: string;
  fileName: string;
  sha256: string;
  bytes: number;
  uploadedAt: Date;
  status: TradeDocumentStatus;
  reviewedAt: Date | null;
  reason: string | null;
}

const documentNotFound = () => notFound('Trade document not found', 'trade_document_not_found');

/** An order's facts and what its checklist is drawn from, in one statement (its owners' functions). */
async function dealOf(db: Knex, orderId: number): Promise<DealRow | undefined> {
  const { rows } = await db.raw(
    `SELECT orders.id AS "orderId", orders.buyer_id AS "buyerId", orders.vendor_id AS "vendorId",
            orders.status, orders.protected, orders.incoterm, trade_document_facts(orders.id) AS facts,
            checklist.presented_at AS "presentedAt", checklist.accepted_at AS "acceptedAt"
       FROM order_facts() AS orders
       LEFT JOIN trade_document_checklists checklist ON checklist.order_id = orders.id
      WHERE orders.id = ?`,
    [orderId],
  );
  return (rows as DealRow[])[0];
}

const documentView = (row: VersionRow): TradeDocument => ({
  id: row.id,
  type: row.type,
  version: row.version,
  fileName: row.fileName,
  url: `/api/trade-documents/${row.id}/file`,
  bytes: row.bytes,
  uploadedAt: row.uploadedAt.toISOString(),
  status: row.status,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reason: row.reason,
});

/** The checklist of an order: what it needs, each line's versions and where it stands. */
async function checklistOf(db: Knex, deal: DealRow): Promise<TradeDocumentChecklist> {
  const [versions, invoiceNumber] = await Promise.all([
    db('tradeDocuments').where({ orderId: deal.orderId }).orderBy(['type', 'version']) as Promise<
      VersionRow[]
    >,
    orderInvoiceNumber(db, deal.orderId),
  ]);
  const standings = checklistStandings(
    { ...deal.facts, incoterm: deal.incoterm },
    deal.facts.latest,
    invoiceNumber !== undefined,
  );
  const lines: ChecklistLine[] = standings.map(({ type, why, state }) => ({
    type,
    title: TRADE_DOCUMENT_TITLES[type],
    why,
    state,
    issuedAs: type === ISSUED_BY_RAWEX ? (invoiceNumber ?? null) : null,
    versions: versions.filter((version) => version.type === type).map(documentView),
  }));
  return {
    orderId: deal.orderId,
    lines,
    presentedAt: deal.presentedAt?.toISOString() ?? null,
    acceptedAt: deal.acceptedAt?.toISOString() ?? null,
    missing: lines.filter((line) => isAwaited(line.state)).map((line) => line.type),
  };
}

/** An order's trade documents checklist, to its two firms. */
export async function readChecklist(
  db: Knex,
  actor: AuthUser,
  orderId: number,
): Promise<TradeDocumentChecklist> {
  const deal = await dealOf(db, orderId);
  if (!deal || !isParty(actor, deal)) throw orderNotFound();
  return checklistOf(db, deal);
}

/**
 * Notes, in the caller's transaction, when the checklist was first presented whole and first
 * accepted whole (a lot must be booked: until then its transport document is unknown), as it
 * stands after the change made to the `deal` as locked. Answers whether it has just been accepted whole.
 */
async function noteProgress(trx: Knex.Transaction, deal: DealRow): Promise<boolean> {
  const changed = (await dealOf(trx, deal.orderId))!;
  const { lines } = await checklistOf(trx, changed);
  const booked = changed.facts.modes.length > 0;
  const presented = booked && lines.every((line) => ['submitted', 'accepted', 'issued'].includes(line.state));
  const accepted = booked && lines.every((line) => ['accepted', 'issued'].includes(line.state));
  if (!presented) return false;
  await trx.raw(
    `INSERT INTO trade_document_checklists AS checklist (order_id, presented_at, accepted_at)
     VALUES (:orderId, now(), CASE WHEN :accepted THEN now() END)
     ON CONFLICT (order_id) DO UPDATE
       SET presented_at = coalesce(checklist.presented_at, excluded.presented_at),
           accepted_at = coalesce(checklist.accepted_at, excluded.accepted_at)`,
    { orderId: deal.orderId, accepted },
  );
  return accepted && deal.acceptedAt === null;
}

/** The order, locked for the caller's transaction, with its deal as it stands once locked. */
async function lockedDeal(trx: Knex.Transaction, orderId: number): Promise<DealRow> {
  await trx.raw('SELECT lock_orders(?)', [[orderId]]);
  const deal = await dealOf(trx, orderId);
  if (!deal) throw orderNotFound();
  return deal;
}

const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });

/** An accepted document stays: it is what the buyer agreed to (and what released its money). */
const acceptedAlready = (type: TradeDocumentType) =>
  conflict(
    'trade_document_accepted',
    `The buyer accepted the ${TRADE_DOCUMENT_TITLES[type].toLowerCase()} already: an accepted document is not replaced.`,
  );

/** Why an order takes no trade document now, or null: it is confirmed and not cancelled. */
function refusesDocuments(status: string): string | null {
  if (status === 'pending') return 'This order is pending: its documents are uploaded once it is confirmed.';
  if (status === 'cancelled') return 'This order is cancelled: it needs no documents.';
  return null;
}

/** Refuses a file as a line of the checklist it cannot be: not on it, RawEx's own, or accepted already. */
function checkUploadable(checklist: TradeDocumentChecklist, type: TradeDocumentType): void {
  const line = checklist.lines.find((candidate) => candidate.type === type);
  if (!line) {
    const listed = checklist.lines.filter((candidate) => candidate.type !== ISSUED_BY_RAWEX);
    throw invalidField(
      'type',
      `is not on this order’s checklist; it needs ${listed.map((candidate) => candidate.type).join(', ')}`,
    );
  }
  if (type === ISSUED_BY_RAWEX) {
    throw invalidField(
      'type',
      'is the invoice RawEx issues for the order (GET /api/orders/{id}/documents): it is not uploaded',
    );
  }
  if (line.state === 'accepted') throw acceptedAlready(type);
}

/** The order a supplier uploads a document for: theirs, confirmed and not cancelled. */
export async function uploadableDeal(db: Knex, actor: AuthUser, orderId: number): Promise<DealRow> {
  const deal = await dealOf(db, orderId);
  if (!deal || !isParty(actor, deal)) throw orderNotFound();
  checkShipper(actor, deal, orderNotFound);
  const refusal = refusesDocuments(deal.status);
  if (refusal) throw conflict('order_takes_no_documents', refusal);
  return deal;
}

/**
 * Refuses a received file as a line of the checklist, before it is stored: the type is not on the
 * checklist, is RawEx's own invoice, was accepted already, or the very file was rejected before.
 */
export async function checkTradeDocument(
  db: Knex,
  deal: DealRow,
  type: TradeDocumentType,
  file: { sha256: string; originalName: string },
): Promise<void> {
  checkUploadable(await checklistOf(db, deal), type);
  const rejected = (await db('tradeDocuments')
    .where({ orderId: deal.orderId, type, sha256: file.sha256, status: 'rejected' })
    .first('version', 'reviewedAt', 'reason')) as
    Pick<VersionRow, 'version' | 'reviewedAt' | 'reason'> | undefined;
  if (rejected) {
    throw invalidField(
      'file',
      `${displayName(file.originalName)} is version ${rejected.version}, rejected on ${formatDate(rejected.reviewedAt!)}: “${rejected.reason}”. Upload a corrected document`,
    );
  }
}

/** Keeps a checked file as the next version of its type, replacing one that awaits review. */
export async function keepTradeDocument(
  db: Knex,
  actor: AuthUser,
  deal: DealRow,
  type: TradeDocumentType,
  kept: KeptFile,
): Promise<TradeDocument> {
  const { orderId } = deal;
  const id = await db.transaction(async (trx) => {
    const locked = await lockedDeal(trx, orderId);
    // Checked again under the order's lock: the buyer may have accepted it while the file arrived.
    if (await trx('tradeDocuments').where({ orderId, type, status: 'accepted' }).first('id')) {
      throw acceptedAlready(type);
    }
    const [{ last }] = (await trx('tradeDocuments').where({ orderId, type }).max({ last: 'version' })) as [
      { last: number | null },
    ];
    await trx('tradeDocuments')
      .where({ orderId, type, status: 'submitted' })
      .update({ status: 'superseded' });
    const [row] = (await trx('tradeDocuments')
      .insert({
        orderId,
        type,
        version: (last ?? 0) + 1,
        file: kept.storageName,
        fileName: displayName(kept.originalName),
        sha256: kept.sha256,
        bytes: kept.bytes,
        uploadedBy: actor.id,
      })
      .returning('id')) as { id: number }[];
    await noteProgress(trx, locked);
    await recordEvent(trx, 'trade_document.submitted', {
      documentId: row!.id,
      orderId,
      type,
      buyerId: locked.buyerId,
      vendorId: locked.vendorId,
    });
    return row!.id;
  });
  return documentView((await db('tradeDocuments').where({ id }).first()) as VersionRow);
}

/** A version of a trade document with its order, to the order's two firms. */
async function partyDocument(
  db: Knex,
  actor: AuthUser,
  id: number,
): Promise<{ row: VersionRow; deal: DealRow }> {
  const row = (await db('tradeDocuments').where({ id }).first()) as VersionRow | undefined;
  const deal = row && (await dealOf(db, row.orderId));
  if (!row || !deal || !isParty(actor, deal)) throw documentNotFound();
  return { row, deal };
}

/**
 * The buyer accepts or rejects the latest version of a document. When that accepts the whole
 * checklist, a protected order already delivered has its money released.
 */
export async function reviewTradeDocument(
  db: Knex,
  actor: AuthUser,
  id: number,
  body: ReviewTradeDocumentBody,
): Promise<TradeDocument> {
  const { row, deal } = await partyDocument(db, actor, id);
  if (actor.companyId !== deal.buyerId) {
    throw new AppError({
      status: 403,
      code: 'not_the_buyer',
      title: 'Forbidden',
      detail: 'Only the order’s buyer accepts or rejects its documents.',
    });
  }
  await db.transaction(async (trx) => {
    const locked = await lockedDeal(trx, row.orderId);
    const current = (await trx('tradeDocuments').where({ id }).first('status')) as Pick<VersionRow, 'status'>;
    if (current.status !== 'submitted') {
      throw conflict(
        'trade_document_reviewed',
        current.status === 'superseded'
          ? `Version ${row.version} was replaced by a later upload: review the latest.`
          : `This document was ${current.status} already.`,
      );
    }
    await trx('tradeDocuments')
      .where({ id })
      .update({
        status: body.decision === 'accept' ? 'accepted' : 'rejected',
        reviewedBy: actor.id,
        reviewedAt: trx.fn.now(),
        reason: body.reason ?? null,
      });
    const acceptedWhole = await noteProgress(trx, locked);
    await recordEvent(trx, 'trade_document.reviewed', {
      documentId: id,
      orderId: row.orderId,
      type: row.type,
      decision: body.decision,
      buyerId: locked.buyerId,
      vendorId: locked.vendorId,
    });
    if (acceptedWhole && locked.protected && locked.status === 'delivered') {
      await releaseHeld(
        trx,
        row.orderId,
        'The buyer accepted the documents of the delivered order',
        actor.id,
      );
    }
  });
  return documentView((await db('tradeDocuments').where({ id }).first()) as VersionRow);
}

/** The buyer asks for a document besides what the deal needs: a certificate of origin, or an inspection by a named inspector. */
export async function requestTradeDocument(
  db: Knex,
  actor: AuthUser,
  orderId: number,
  body: RequestTradeDocumentBody,
): Promise<TradeDocumentChecklist> {
  const deal = await dealOf(db, orderId);
  if (!deal || !isParty(actor, deal)) throw orderNotFound();
  if (actor.companyId !== deal.buyerId) {
    throw new AppError({
      status: 403,
      code: 'not_the_buyer',
      title: 'Forbidden',
      detail: 'Only the order’s buyer asks for documents besides what the deal needs.',
    });
  }
  await db.transaction(async (trx) => {
    const locked = await lockedDeal(trx, orderId);
    if (locked.status === 'cancelled' || locked.status === 'delivered' || locked.acceptedAt) {
      throw conflict(
        'trade_documents_settled',
        `This order is ${locked.acceptedAt ? 'accepted on its documents' : locked.status} already: ask before its documents are accepted.`,
      );
    }
    await trx('tradeDocumentRequests')
      .insert({ orderId, type: body.type, inspector: body.inspector ?? null, requestedBy: actor.id })
      .onConflict(['orderId', 'type'])
      .merge(['inspector', 'requestedBy', 'requestedAt']);
  });
  return readChecklist(db, actor, orderId);
}

/** Where a trade document's file is stored, for the order's two firms. */
export async function tradeDocumentFile(db: Knex, actor: AuthUser, id: number): Promise<string> {
  return (await partyDocument(db, actor, id)).row.file;
}
