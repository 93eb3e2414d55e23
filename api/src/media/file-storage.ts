import { createHash, randomBytes } from 'node:crypto';
import type { FileStorage, StoredFile } from '../platform/file-storage.ts';
import {
  ATTACHMENT_NAME,
  ATTACHMENT_UPLOAD,
  ATTACHMENTS_URL_PREFIX,
  IMAGE_UPLOAD,
  VIDEO_UPLOAD,
} from './upload-types.contract.ts';

export type { ByteRange, FileStorage, StoredFile } from '../platform/file-storage.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
const STORED_NAME = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

/**
 * A name `/uploads/` serves: a product's or a profile's media, by content hash. PDFs are only ever
 * attachments, which are served through `/api/documents/`.
 */
export function isPublicFileName(name: string): boolean {
  return STORED_NAME.test(name) && !name.endsWith('.pdf');
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

/**
 * Attachments are private: stored in their own folder under a random name
 * (a content hash would tell anyone holding the same file that it is there), and served only
 * through `/api/documents/`, which checks who asks.
 */
const ATTACHMENTS_FOLDER = 'documents/';
/** A file attached before attachments were private: stored under its content name. */
const CONTENT_NAMED_ATTACHMENT = /^[a-f0-9]{64}\.(pdf|png|jpg)$/;

/** A new attachment's name and URL: 128 random bits, never its content. */
export function newAttachmentName(extension: string): Omit<StoredFile, 'created'> {
  const name = `${randomBytes(16).toString('hex')}.${extension.toLowerCase()}`;
  return { name: ATTACHMENTS_FOLDER + name, url: ATTACHMENTS_URL_PREFIX + name };
}

/** Where the attachment a `/api/documents/{name}` address names is stored; undefined for no attachment's name. */
export function attachmentStorageName(name: string): string | undefined {
  if (ATTACHMENT_NAME.test(name)) return ATTACHMENTS_FOLDER + name;
  if (CONTENT_NAMED_ATTACHMENT.test(name)) return name;
  return undefined;
}

/** How long a copy of a stored file may be kept: attachments never, public media for good. */
export const cacheControlOf = (name: string) =>
  name.startsWith(ATTACHMENTS_FOLDER) ? 'private, no-store' : 'public, max-age=31536000, immutable';

const TYPE_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(
    [IMAGE_UPLOAD, VIDEO_UPLOAD, ATTACHMENT_UPLOAD].flatMap((rule) =>
      Object.entries(rule.types).map(([type, extension]) => [extension, type]),
    ),
  ),
  webp: 'image/webp',
};

/** The Content-Type a stored file is answered with, from its extension. */
export const contentTypeOf = (name: string) =>
  TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
