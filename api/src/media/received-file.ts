import { rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, type UploadRule } from './upload-types.contract.ts';
import { AppError } from '../platform/errors/index.ts';
import { contentName, newAttachmentName, type FileStorage, type StoredFile } from './file-storage.ts';

/** A file received from a client: on disk at an incoming path, already hashed. */
export interface ReceivedFile {
  path: string;
  sha256: string;
  /** The name the client gave it. */
  originalName: string;
}

/** A private file kept for a record: where it is stored, as its sender named it, and its bytes' hash. */
export interface KeptFile {
  /** Its name in the storage (never shown: its record serves it). */
  storageName: string;
  originalName: string;
  sha256: string;
  bytes: number;
}

/** The name a person gave the file, safe to show back: no folders, no control characters. */
export function displayName(originalName: string | undefined): string {
  const base = (originalName ?? '').split(/[\\/]/).at(-1) ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  return clean || 'The file';
}

/** A refused file: the problem names the form field it came in. */
export const fileRejection = (status: number, code: string, title: string, detail: string, field: string) =>
  new AppError({ status, code, title, detail, errors: [{ field, message: detail }] });

const wrongType = (file: ReceivedFile, rule: UploadRule) =>
  fileRejection(
    415,
    'invalid_file_type',
    'Unsupported Media Type',
    rule.wrongType(displayName(file.originalName)),
    rule.field,
  );

/**
 * Refuses a picture of more than MAX_IMAGE_PIXELS, from its header alone (nothing is decoded),
 * and one whose header cannot be read as a picture's.
 */
async function refuseOversizedPicture(file: ReceivedFile, rule: UploadRule): Promise<void> {
  // Only the header is read: no limit is needed to learn a picture's size.
  const { width = 0, height = 0 } = await sharp(file.path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw wrongType(file, rule);
    });
  if (width * height <= MAX_IMAGE_PIXELS) return;
  throw fileRejection(
    422,
    'image_too_many_pixels',
    'Unprocessable Content',
    `${displayName(file.originalName)} is ${width} × ${height} pixels; the most a picture may have is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (8000 × 5000, say).`,
    rule.field,
  );
}

/**
 * Stores a received file if its bytes are of a type the rule takes: an attachment under a new random
 * name, media under their content hash. Whatever happens, the incoming copy is gone afterwards: a
 * refused file leaves nothing behind.
 */
export async function storeUpload(
  storage: FileStorage,
  file: ReceivedFile,
  rule: UploadRule,
): Promise<StoredFile> {
  try {
    const type = await fileTypeFromFile(file.path);
    if (!type || !Object.values(rule.types).includes(type.ext)) throw wrongType(file, rule);
    if (type.mime.startsWith('image/')) await refuseOversizedPicture(file, rule);
    const named = rule.private ? newAttachmentName(type.ext) : contentName(file.sha256, type.ext);
    return { ...named, created: await storage.adopt(file.path, named.name) };
  } finally {
    await rm(file.path, { force: true });
  }
}
