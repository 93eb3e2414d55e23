import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DOCUMENT_UPLOAD, IMAGE_UPLOAD, VIDEO_UPLOAD } from './upload-types.contract.ts';

export interface StoredFile {
  /** The content-addressed file name: `<sha256>.<extension>`. */
  name: string;
  /** Where the API serves it. */
  url: string;
  /** False when the same bytes were stored before. */
  created: boolean;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and seeded media live, and their resized variants: the local disk
 * (`createDiskStorage`) or an S3-compatible bucket (`createS3Storage`), behind one interface.
 * Stored files are named by their content and never change. Names are `<sha256>.<ext>` or, for
 * variants, `.variants/<sha256>-<width>w.webp`.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for people: a folder, or `s3://bucket`. */
  readonly location: string;
  /** Stores bytes under their content name. */
  put(bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /** A fresh local path to receive an upload at (hashed while it streams), before `adopt`. */
  incomingPath(): Promise<string>;
  /** Takes a received file, already hashed, into the store under its content name; the local copy is gone after. */
  adopt(incoming: string, sha256: string, extension: string): Promise<StoredFile>;
  /** The file's size in bytes; undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** The file's bytes, or a range of them; fails when there is no such file. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Stores bytes under a name of the caller's (a picture's variant); readers never see half of it. */
  write(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes files; a missing one is no error. */
  remove(names: string[]): Promise<void>;
  /** Every stored name, variants included (for `rawex media push`). */
  list(): AsyncIterable<string>;
}

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
