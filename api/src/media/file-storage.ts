import { createHash } from 'node:crypto';
import type { FileStorage, StoredFile } from '../platform/file-storage.ts';
import { DOCUMENT_UPLOAD, IMAGE_UPLOAD, VIDEO_UPLOAD } from './upload-types.contract.ts';

export type { ByteRange, FileStorage, StoredFile } from '../platform/file-storage.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
const STORED_NAME = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Stores bytes under their content name with `write`, unless `storage` holds them already: what
 * `put` is for every driver.
 */
export async function putByContent(
  storage: Pick<FileStorage, 'size'>,
  bytes: Uint8Array,
  extension: string,
  write: (name: string) => Promise<unknown>,
): Promise<StoredFile> {
  const stored = contentName(createHash('sha256').update(bytes).digest('hex'), extension);
  if ((await storage.size(stored.name)) !== undefined) return { ...stored, created: false };
  await write(stored.name);
  return { ...stored, created: true };
}

/** A stored file's name and URL from its content hash. */
export function contentName(sha256: string, extension: string): Omit<StoredFile, 'created'> {
  const name = `${sha256}.${extension.toLowerCase()}`;
  return { name, url: UPLOADS_URL_PREFIX + name };
}

const TYPE_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(
    [IMAGE_UPLOAD, VIDEO_UPLOAD, DOCUMENT_UPLOAD].flatMap((rule) =>
      Object.entries(rule.types).map(([type, extension]) => [extension, type]),
    ),
  ),
  webp: 'image/webp',
};

/** The Content-Type a stored file is answered with, from its extension. */
export const contentTypeOf = (name: string) =>
  TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
