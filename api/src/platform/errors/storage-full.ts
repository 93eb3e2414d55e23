import { AppError } from './app-error.ts';

/** Seconds a client is asked to wait before sending a change again while the disk is full. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * Whether an error says a disk is full: the file system's ENOSPC, or PostgreSQL's disk_full (53100,
 * from a server or from PGlite's files), raw or wrapped by knex and Objection.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const original = (error as { nativeError?: unknown }).nativeError ?? error;
  const code = (original as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === '53100';
}

/** 507: a change refused, or cut short and undone, because the server's disk has no room for it. */
export const storageFull = (cause?: unknown) =>
  new AppError({
    status: 507,
    code: 'storage_full',
    title: 'Insufficient Storage',
    detail: `The server's disk is full, so nothing was saved. Send it again in a few minutes; its operator has been alerted.`,
    headers: { 'Retry-After': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
    cause,
  });
