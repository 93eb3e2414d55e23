import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/index.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The one storage suite, run against each driver. */
describe.each([
  {
    driver: 'the local disk',
    async open() {
      const directory = await mkdtemp(path.join(tmpdir(), 'rawex-storage-'));
      return {
        storage: createDiskStorage(directory),
        close: () => rm(directory, { recursive: true, force: true }),
      };
    },
  },
  {
    driver: 'an S3-compatible bucket',
    async open() {
      const server: TestS3Server = await startS3Server();
      return { storage: createS3Storage(server.settings), close: () => server.close() };
    },
  },
])('media on $driver', ({ open }) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('stores bytes under their content hash, once', async () => {
    const bytes = Buffer.from('cocoa beans, grade 1');
    const first = await storage.put(bytes, 'PNG');
    expect(first).toEqual({
      name: `${sha256(bytes)}.png`,
      url: `/uploads/${sha256(bytes)}.png`,
      created: true,
    });
    expect(await storage.put(bytes, 'png')).toEqual({ ...first, created: false });
    expect(await storage.size(first.name)).toBe(bytes.length);
    expect(await text(await storage.read(first.name))).toBe('cocoa beans, grade 1');
  });

  it('takes a received file in under the name given and leaves no local copy', async () => {
    const content = 'a received video, '.repeat(1000);
    const name = `${sha256(content)}.mp4`;
    const incoming = await storage.incomingPath();
    await writeFile(incoming, content);
    expect(await storage.adopt(incoming, name)).toBe(true);
    expect(existsSync(incoming)).toBe(false);

    const again = await storage.incomingPath();
    await writeFile(again, content);
    expect(await storage.adopt(again, name)).toBe(false);
    expect(existsSync(again)).toBe(false);
    expect(await storage.size(name)).toBe(content.length);

    const inFolder = await storage.incomingPath();
    await writeFile(inFolder, content);
    expect(await storage.adopt(inFolder, 'documents/0123456789abcdef0123456789abcdef.pdf')).toBe(true);
    expect(await storage.size('documents/0123456789abcdef0123456789abcdef.pdf')).toBe(content.length);
  });

  it('reads a byte range, both ends included', async () => {
    const { name } = await storage.put(Buffer.from('0123456789'), 'webm');
    expect(await text(await storage.read(name, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.read(name, { start: 9, end: 9 }))).toBe('9');
  });

  it('keeps named files (picture variants), lists everything stored, and removes what it is told', async () => {
    const { name } = await storage.put(Buffer.from('a picture'), 'jpg');
    const variant = `.variants/${name.replace('.jpg', '')}-320w.webp`;
    await storage.write(variant, Buffer.from('a smaller picture'), 'image/webp');
    expect(await text(await storage.read(variant))).toBe('a smaller picture');

    const listed: string[] = [];
    for await (const stored of storage.list()) listed.push(stored);
    expect(listed).toEqual(expect.arrayContaining([name, variant]));
    expect(listed.some((stored) => stored.includes('incoming'))).toBe(false);

    await storage.remove([name, variant, `${'f'.repeat(64)}.png`]);
    expect(await storage.size(name)).toBeUndefined();
    expect(await storage.size(variant)).toBeUndefined();
    await expect(storage.read(name)).rejects.toThrow();
  });

  it('answers no size for a file it does not hold', async () => {
    expect(await storage.size(`${'0'.repeat(64)}.png`)).toBeUndefined();
  });
});
