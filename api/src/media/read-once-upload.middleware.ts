import { stat, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { FileStorage } from './file-storage.ts';
import { receiveFile } from './multipart.middleware.ts';
import type { UploadRule } from './upload-types.contract.ts';
import { reserveUploadQuota } from './uploads.service.ts';

/** A file received to be read once (a bank statement, a rates file): where it waits, and its removal when read. */
export interface ReceivedToRead {
  path: string;
  discard(): Promise<void>;
}

/**
 * Receives a file of `rule` to read once and throw away (a bank statement, a rates file). It
 * counts against its sender's day like any upload (its bytes stay in the count for 24 hours, so a
 * day's 2 GB holds for these too), and is never stored: `discard` removes it once read.
 */
export async function receiveToRead(
  ctx: Context,
  db: Knex,
  sender: AuthUser,
  storage: FileStorage,
  rule: UploadRule,
): Promise<ReceivedToRead> {
  const reservation = await reserveUploadQuota(db, sender, rule.maxBytes);
  let received;
  try {
    received = await receiveFile(ctx, rule, () => storage.incomingPath());
  } catch (error) {
    await reservation.release();
    throw error;
  }
  const { size } = await stat(received.path);
  // Named as no stored file is, so the hourly sweep forgets the row without finding a file.
  await reservation.counted(`${rule.field}/${received.sha256}`, size);
  return { path: received.path, discard: () => rm(received.path, { force: true }) };
}
