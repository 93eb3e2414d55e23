import { rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { UploadRule } from '../contracts/upload-types.ts';
import { AppError } from '../errors/index.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** A file received from a client: on disk at an incoming path, already hashed. */
export interface ReceivedFile {
  path: string;
  sha256: string;
  /** The name the client gave it. */
  originalName: string;
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

/**
 * Stores a received file under its content hash if its bytes are of a type the rule takes.
 * Whatever happens, the incoming copy is gone afterwards: a refused file leaves nothing behind.
 */
export async function storeUpload(
  storage: FileStorage,
  file: ReceivedFile,
  rule: UploadRule,
): Promise<StoredFile> {
  try {
    const type = await fileTypeFromFile(file.path);
    if (!type || !Object.values(rule.types).includes(type.ext)) {
      const detail = rule.wrongType(displayName(file.originalName));
      throw new AppError({
        status: 415,
        code: 'invalid_file_type',
        title: 'Unsupported Media Type',
        detail,
        errors: [{ field: rule.field, message: detail }],
      });
    }
    return await storage.adopt(file.path, file.sha256, type.ext);
  } finally {
    await rm(file.path, { force: true });
  }
}
