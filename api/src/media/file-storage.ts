import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  /** The content-addressed file name: `<sha256>.<extension>`. */
  name: string;
  /** Where the API serves it. */
  url: string;
  /** False when the same bytes were stored before. */
  created: boolean;
}

/**
 * Where uploaded and seeded media live. Local disk today; an S3-compatible store can take its
 * place behind the same interface.
 */
export interface FileStorage {
  readonly directory: string;
  put(bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /** A fresh path for a file being received, beside the stored ones (so `adopt` is a rename). */
  incomingPath(): Promise<string>;
  /** Takes a received file, already hashed, into the store under its content name. */
  adopt(incoming: string, sha256: string, extension: string): Promise<StoredFile>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const STORED_NAME = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

export function createFileStorage(directory: string): FileStorage {
  const incomingDirectory = path.join(directory, '.incoming');
  return {
    directory,
    async incomingPath() {
      await mkdir(incomingDirectory, { recursive: true });
      return path.join(incomingDirectory, randomUUID());
    },
    async adopt(incoming, sha256, extension) {
      const name = `${sha256}.${extension.toLowerCase()}`;
      const target = path.join(directory, name);
      const url = UPLOADS_URL_PREFIX + name;
      if (await exists(target)) {
        await rm(incoming, { force: true });
        return { name, url, created: false };
      }
      await rename(incoming, target);
      return { name, url, created: true };
    },
    async put(bytes, extension) {
      const digest = createHash('sha256').update(bytes).digest('hex');
      const name = `${digest}.${extension.toLowerCase()}`;
      const target = path.join(directory, name);
      const url = UPLOADS_URL_PREFIX + name;
      if (await exists(target)) return { name, url, created: false };
      await mkdir(directory, { recursive: true });
      // Write aside and rename, so a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
      return { name, url, created: true };
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
