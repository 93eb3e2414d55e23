import { stat, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { FileStorage } from './file-storage.ts';
import { receiveFile } from './multipart.middleware.ts';
import { STATEMENT_UPLOAD } from './upload-types.contract.ts';
import { reserveUploadQuota } from './uploads.service.ts';

/** A bank statement received to be read once: where it waits, and its removal when read. */
export interface ReceivedStatement {
  path: string;
  discard(): Promise<void>;
}

/**
 * Receives a bank statement to read and throw away. It counts against its sender's day like any
 * upload (its bytes stay in the count for 24 hours, so a day's 2 GB holds for statements too),
 * and is never stored: `discard` removes it once read.
 */
export async function receiveStatement(
  ctx: Context,
  db: Knex,
  sender: AuthUser,
  storage: FileStorage,
): Promise<ReceivedStatement> {
  const reservation = await reserveUploadQuota(db, sender, STATEMENT_UPLOAD.maxBytes);
  let received;
  try {
    received = await receiveFile(ctx, STATEMENT_UPLOAD, () => storage.incomingPath());
  } catch (error) {
    await reservation.release();
    throw error;
  }
  const { size } = await stat(received.path);
  // Named as no stored file is, so the hourly sweep forgets the row without finding a file.
  await reservation.counted(`statements/${received.sha256}`, size);
  return { path: received.path, discard: () => rm(received.path, { force: true }) };
}
