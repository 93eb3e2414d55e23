import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { putByContent, type FileStorage } from './file-storage.ts';

const INCOMING = '.incoming';

export interface DiskStorage extends FileStorage {
  readonly directory: string;
}

/** Media in a folder of the local disk: the embedded default, for one machine. */
export function createDiskStorage(directory: string): DiskStorage {
  const incomingDirectory = path.join(directory, INCOMING);
  const pathOf = (name: string) => path.join(directory, name);
  /** Written aside and renamed, so a reader never sees half a file. */
  const writeAtomically = async (name: string, bytes: Uint8Array) => {
    const target = pathOf(name);
    await mkdir(path.dirname(target), { recursive: true });
    const aside = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(aside, bytes);
      await rename(aside, target);
    } finally {
      await rm(aside, { force: true });
    }
  };
  const storage: DiskStorage = {
    kind: 'disk',
    directory,
    location: directory,
    async incomingPath() {
      await mkdir(incomingDirectory, { recursive: true });
      return path.join(incomingDirectory, randomUUID());
    },
    async adopt(incoming, name) {
      if ((await storage.size(name)) !== undefined) {
        await rm(incoming, { force: true });
        return false;
      }
      await mkdir(path.dirname(pathOf(name)), { recursive: true });
      await rename(incoming, pathOf(name));
      return true;
    },
    put: (bytes, extension) =>
      putByContent(storage, bytes, extension, (name) => writeAtomically(name, bytes)),
    async size(name) {
      try {
        const found = await stat(pathOf(name));
        return found.isFile() ? found.size : undefined;
      } catch {
        return undefined;
      }
    },
    async read(name, range) {
      const stream = createReadStream(pathOf(name), range ?? {});
      // Fails here, not mid-answer, when there is no such file.
      await new Promise<void>((resolve, reject) =>
        stream.once('open', () => resolve()).once('error', reject),
      );
      return stream;
    },
    write: (name, bytes) => writeAtomically(name, bytes),
    async remove(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
    async *list() {
      let entries: string[];
      try {
        entries = await readdir(directory, { recursive: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const name = entry.split(path.sep).join('/');
        if (name.startsWith(`${INCOMING}/`) || name.endsWith('.partial')) continue;
        if ((await storage.size(name)) !== undefined) yield name;
      }
    },
  };
  return storage;
}
