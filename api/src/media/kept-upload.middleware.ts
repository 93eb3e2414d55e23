import { rm, stat } from 'node:fs/promises';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { FileStorage } from './file-storage.ts';
import { receiveFile } from './multipart.middleware.ts';
import { storeUpload, type KeptFile, type ReceivedFile } from './received-file.ts';
import type { UploadRule } from './upload-types.contract.ts';
import { reserveUploadQuota } from './uploads.service.ts';

/**
 * Receives the one file of a multipart request, lets `admit` refuse it (by its hash, or the form's
 * other fields, now in `ctx.request.body`) before anything is stored, or answer what it made of them, then stores it privately and
 * marks it kept, so the sweep of unused uploads passes it by. It counts against its sender's day
 * like any upload; a refused file leaves nothing behind.
 */
export async function receiveKeptFile<Admitted>(
  ctx: Context,
  db: Knex,
  sender: AuthUser,
  storage: FileStorage,
  rule: UploadRule,
  admit: (received: ReceivedFile) => Promise<Admitted>,
): Promise<{ file: KeptFile; admitted: Admitted }> {
  const reservation = await reserveUploadQuota(db, sender, rule.maxBytes);
  try {
    const received = await receiveFile(ctx, rule, () => storage.incomingPath());
    const { size } = await stat(received.path);
    let admitted: Admitted;
    try {
      admitted = await admit(received);
    } catch (error) {
      await rm(received.path, { force: true });
      throw error;
    }
    const stored = await storeUpload(storage, received, rule);
    await reservation.stored(storage, stored);
    await db('uploads').where({ name: stored.name }).update({ attachedAt: db.fn.now() });
    const file = {
      storageName: stored.name,
      originalName: received.originalName,
      sha256: received.sha256,
      bytes: size,
    };
    return { file, admitted };
  } catch (error) {
    await reservation.release();
    throw error;
  }
}
