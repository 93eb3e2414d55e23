import type { Knex } from 'knex';
import { secondsUntilWindowFrees, tooManyRequests } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { UPLOADS_URL_PREFIX, type FileStorage, type StoredFile } from './file-storage.ts';
import { ATTACHMENTS_URL_PREFIX } from './upload-types.contract.ts';
import { IMAGE_WIDTHS, isResizable, variantName } from './image-variants.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What one user may upload in 24 hours: room for a thousand-product catalogue's pictures. */
export const UPLOAD_QUOTA_BYTES = 2 * 1024 ** 3;
/** How long an uploaded file waits for a product to use it before the sweep removes it. */
export const UNUSED_UPLOAD_GRACE_MS = DAY_MS;

/** The name an upload's row holds while its file is still arriving. */
const RECEIVING = '(receiving)';

export interface UploadReservation {
  /** The file arrived and was stored: the reservation becomes its row, at its real size. */
  stored(storage: FileStorage, file: StoredFile): Promise<void>;
  /** The file arrived to be read and not kept: `bytes` stay counted, under `name`. */
  counted(name: string, bytes: number): Promise<void>;
  /** The upload failed: its reservation is given back. */
  release(): Promise<void>;
}

/**
 * Counts an upload against its user's day before its bytes arrive: 429 (with Retry-After) once
 * the user has uploaded their day's quota, or else a row that holds `maxBytes` of it until the
 * file is stored. Uploads of one user are counted one after another (an advisory lock), so
 * uploads sent at once cannot all pass one count.
 */
export async function reserveUploadQuota(
  db: Knex,
  actor: AuthUser,
  maxBytes: number,
  now = new Date(),
): Promise<UploadReservation> {
  const id = await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `uploads:${actor.id}`);
    const row = await trx('uploads')
      .where({ userId: actor.id })
      .andWhere('uploadedAt', '>', new Date(now.getTime() - DAY_MS))
      .first(trx.raw('coalesce(sum(bytes), 0) AS bytes'), trx.raw('min(uploaded_at) AS oldest'));
    if (Number(row?.bytes ?? 0) >= UPLOAD_QUOTA_BYTES) {
      const retryAfter = secondsUntilWindowFrees(new Date(row.oldest), DAY_MS, now);
      throw tooManyRequests(
        'upload_quota_exceeded',
        `You have uploaded ${UPLOAD_QUOTA_BYTES / 1024 ** 3} GB in the last 24 hours, the most a day takes. Try again in ${Math.ceil(retryAfter / 3600)} hours.`,
        retryAfter,
      );
    }
    const [reserved] = await trx('uploads')
      .insert({ name: RECEIVING, userId: actor.id, bytes: maxBytes, uploadedAt: now })
      .returning('id');
    return (reserved as { id: number }).id;
  });
  return {
    async stored(storage, file) {
      const size = await storage.size(file.name);
      await db('uploads')
        .where({ id })
        .update({ name: file.name, bytes: size ?? 0 });
    },
    async counted(name, bytes) {
      await db('uploads').where({ id }).update({ name, bytes });
    },
    async release() {
      await db('uploads').where({ id }).delete();
    },
  };
}

/**
 * Removes uploaded files that nothing uses (no product's images or videos, no profile picture,
 * no message's attachment, nothing attached with `attachUploads`) a day after their last upload, with their resized copies. One process sweeps at a time (an
 * advisory lock); the others skip. Answers the names removed.
 */
export async function sweepUnusedUploads(
  db: Knex,
  storage: FileStorage,
  now = new Date(),
): Promise<string[]> {
  const names = await db.transaction(async (trx) => {
    const { rows } = await trx.raw(
      "SELECT pg_try_advisory_xact_lock(hashtext('rawex.sweep-unused-uploads')) AS locked",
    );
    if (!(rows as { locked: boolean }[])[0]?.locked) return [];
    const removed = await trx.raw(
      `DELETE FROM uploads
        WHERE name IN (SELECT name FROM uploads GROUP BY name
                        HAVING max(uploaded_at) < ? AND bool_and(attached_at IS NULL))
          -- What shows or holds a file is its owner's to say: a product, a profile, a message.
          AND NOT product_shows_upload(? || uploads.name)
          AND NOT profile_shows_upload(? || uploads.name)
          AND NOT conversation_holds_attachment(jsonb_build_array(jsonb_build_object('url',
                    ? || regexp_replace(uploads.name, '^documents/', ''))))
        RETURNING name`,
      [
        new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS),
        UPLOADS_URL_PREFIX,
        UPLOADS_URL_PREFIX,
        ATTACHMENTS_URL_PREFIX,
      ],
    );
    return [...new Set((removed.rows as { name: string }[]).map((row) => row.name))];
  });
  await storage.remove(
    names.flatMap((name) => [
      name,
      ...(isResizable(name) ? IMAGE_WIDTHS.map((width) => variantName(name, width)) : []),
    ]),
  );
  return names;
}
