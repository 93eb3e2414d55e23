import type { Knex } from 'knex';
import { describeDevice, eraseAccount, listSessions, profileOf } from '../accounts/index.ts';
import { leaveEveryFirm, membershipsOf } from '../companies/index.ts';
import { keysOf, revokeKeysOfDeletedAccount } from '../keys/index.ts';
import { notificationCount, notificationsOf, recordEvent } from '../notifications/index.ts';
import { notFound } from '../platform/errors/index.ts';
import type { FileStorage } from '../platform/file-storage.ts';
import { withdrawProductsOf } from '../catalogue/index.ts';
import { tradeDataOf, tradeRowCount } from '../trade/index.ts';
import { orderCount, ordersDataOf } from '../orders/index.ts';

/** Above this many rows, an export is prepared by a job and its link emailed, not answered at once. */
export const INLINE_EXPORT_ROWS = 5_000;
/** How long a prepared export may be downloaded. */
export const EXPORT_KEPT_DAYS = 7;
export const EXPORT_FORMAT = 'rawex-personal-data/1';

/** How many rows an export of the person would hold: what decides whether a job prepares it. */
export async function exportSize(db: Knex, userId: string): Promise<number> {
  const [orders, notifications, trade] = await Promise.all([
    orderCount(db, userId),
    notificationCount(db, userId),
    tradeRowCount(db, userId),
  ]);
  return orders + notifications + trade;
}

/**
 * Everything RawEx holds about a person: their profile, their firms and roles, the orders,
 * requests and quotes that are theirs, the messages they wrote, the ratings they gave, their
 * notifications, sessions and keys' names. Nothing another person wrote or holds.
 */
export async function personalData(
  db: Knex,
  userId: string,
  now = new Date(),
): Promise<Record<string, unknown>> {
  const profile = await profileOf(db, userId);
  const [companies, { orders, ratings }, trade, notifications, sessions, apiKeys, savedProducts] =
    await Promise.all([
      membershipsOf(db, userId),
      ordersDataOf(db, userId),
      tradeDataOf(db, userId),
      notificationsOf(db, userId),
      listSessions(db, userId, undefined, now),
      keysOf(db, userId),
      db('savedProducts').where({ userId }).orderBy('savedAt').select('productId', 'priceAtSave', 'savedAt'),
    ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile,
    companies,
    orders,
    ...trade,
    ratings,
    notifications,
    sessions: sessions.map(({ userAgent, ip, signedInAt, lastSeenAt }) => ({
      device: describeDevice(userAgent),
      address: ip,
      signedInAt,
      lastSeenAt,
    })),
    apiKeys,
    savedProducts,
  };
}

/** Queues the export of a large account: `prepareExport` runs as a job and emails its link. */
export async function queueExport(
  db: Knex,
  userId: string,
  enqueue: (trx: Knex.Transaction, exportId: string) => Promise<void>,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (trx) => {
    const [row] = (await trx('dataExports')
      .insert({
        userId,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_KEPT_DAYS * 86_400_000),
      })
      .returning('id')) as { id: string }[];
    await enqueue(trx, row!.id);
    return row!.id;
  });
}

export const exportFileName = (exportId: string) => `exports/${exportId}.json`;

/** Prepares a queued export into storage and emails its link (again harmless: the file is rewritten). */
export async function prepareExport(db: Knex, storage: FileStorage, exportId: string): Promise<void> {
  const row = (await db('dataExports').where({ id: exportId }).first('userId', 'readyAt')) as
    { userId: string; readyAt: Date | null } | undefined;
  if (!row || row.readyAt) return;
  const bytes = Buffer.from(JSON.stringify(await personalData(db, row.userId), null, 2));
  const fileKey = exportFileName(exportId);
  await storage.write(fileKey, bytes, 'application/json');
  await db.transaction(async (trx) => {
    await trx('dataExports')
      .where({ id: exportId })
      .update({ readyAt: trx.fn.now(), fileKey, bytes: bytes.length });
    await recordEvent(trx, 'account.data_export_ready', { userId: row.userId, exportId });
  });
}

/** A prepared export of the person's, still kept: 404 for anyone else's, or one expired or not ready. */
export async function readyExport(
  db: Knex,
  userId: string,
  exportId: string,
  now = new Date(),
): Promise<string> {
  const row = (await db('dataExports')
    .where({ id: exportId, userId })
    .whereNotNull('readyAt')
    .andWhere('expiresAt', '>', now)
    .first('fileKey')) as { fileKey: string } | undefined;
  if (!row)
    throw notFound('No export of yours is ready under this id: exports are kept 7 days.', 'export_not_found');
  return row.fileKey;
}

/**
 * Deletes a person's account. Whatever named them goes: their email, names and username are
 * replaced (their name reads "Former member"), their password, second steps, sessions, keys,
 * memberships, cart and notifications end. What the law or the other party needs stays: orders,
 * requests, quotes and messages keep their amounts and the firm's legal name. The last owner of
 * a firm others belong to hands it over first (409 naming it). A firm left with nobody stops
 * selling: its products are withdrawn.
 */
export async function deleteAccount(
  db: Knex,
  storage: FileStorage,
  userId: string,
  now = new Date(),
): Promise<void> {
  const exportFiles = await db.transaction(async (trx) => {
    const empty = await leaveEveryFirm(trx, userId);
    await withdrawProductsOf(trx, empty);

    await eraseAccount(trx, userId, now);
    const exports = (await trx('dataExports')
      .where({ userId })
      .whereNotNull('fileKey')
      .select('fileKey')) as {
      fileKey: string;
    }[];
    await revokeKeysOfDeletedAccount(trx, userId, now);
    for (const table of ['notifications', 'cartItems', 'dataExports', 'savedProducts']) {
      await trx(table).where({ userId }).delete();
    }
    return exports.map((row) => row.fileKey);
  });
  // The copies of their data go with them (a file not removed now would be by nobody).
  if (exportFiles.length > 0) await storage.remove(exportFiles);
}
