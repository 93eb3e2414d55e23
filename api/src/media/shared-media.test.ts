import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import { createLogger } from '../platform/logger.ts';
import { startServer, type RunningServer } from '../server.ts';
import {
  signUp,
  startS3Server,
  startTestApi,
  type SignedIn,
  type TestApi,
  type TestClient,
} from '../testing/index.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { variantName } from './image-variants.ts';
import { createS3Storage } from './s3-storage.ts';
import { sweepUnusedUploads } from './uploads.service.ts';

const upload = (client: TestClient, kind: 'image' | 'video', bytes: Buffer, fileName: string) => {
  const form = new FormData();
  form.append(kind, new Blob([bytes]), fileName);
  return client.request<{ url?: string; videoUrl?: string } & ProblemBody>('POST', `/api/upload/${kind}`, {
    rawBody: form,
    headers: { 'x-requested-with': 'fetch' },
  });
};
const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) =>
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).once('error', reject),
  );
/** An MP4's first box, then a megabyte and a half of data: a small video in several reads. */
const video = () =>
  Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex'), randomBytes(1_500_000)]);

/**
 * Two API processes on one database, as behind a load balancer: whatever one stores, the other
 * serves. Run on each driver: a bucket, and a folder both processes share.
 */
describe.each([
  {
    driver: 'an S3-compatible bucket',
    async open() {
      const server = await startS3Server();
      return {
        first: createS3Storage(server.settings),
        second: createS3Storage(server.settings),
        close: () => server.close(),
      };
    },
  },
  {
    driver: 'a shared folder',
    async open() {
      const directory = await mkdtemp(path.join(tmpdir(), 'rawex-shared-'));
      return {
        first: createDiskStorage(directory),
        second: createDiskStorage(directory),
        close: () => rm(directory, { recursive: true, force: true }),
      };
    },
  },
])('media stored through one API server, on $driver', ({ open }) => {
  let api: TestApi;
  let other: RunningServer;
  let bucket: FileStorage;
  let closeStorage: () => Promise<void>;
  let vendor: SignedIn;

  beforeAll(async () => {
    const { first, second, close } = await open();
    closeStorage = close;
    bucket = second;
    api = await startTestApi({ storage: first });
    other = await startServer(
      { db: api.db, storage: second, logger: createLogger({ level: 'silent' }), events: api.events },
      { port: 0, trustedProxyHops: 1 },
    );
    vendor = await signUp(api, 'vendor');
  });
  afterAll(async () => {
    await other.close();
    await api.close();
    await closeStorage();
  });

  it('is served by the other, with the same headers, and resized there into the shared store', async () => {
    const photo = await sharp(randomBytes(480 * 360 * 3), { raw: { width: 480, height: 360, channels: 3 } })
      .png()
      .toBuffer();
    const uploaded = await upload(vendor.client, 'image', photo, 'photo.png');
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.url!;

    const served = await fetch(`${other.url}${url}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-length': String(photo.length),
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const etag = served.headers.get('etag')!;
    // As a browser revalidates its copy (fetch() would add Cache-Control: no-cache).
    expect(await statusOf(`${api.url}${url}`, { 'if-none-match': etag })).toBe(304);

    const resized = await fetch(`${other.url}${url}?w=320`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ width: 320 });
    expect(await bucket.size(variantName(url.replace('/uploads/', ''), 320))).toBeGreaterThan(0);
  });

  it('serves a video by byte ranges, as a player seeks, and refuses a range past its end', async () => {
    const bytes = video();
    const uploaded = await upload(vendor.client, 'video', bytes, 'harvest.mp4');
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.videoUrl!;

    const middle = await fetch(`${other.url}${url}`, { headers: { range: 'bytes=1000000-1000099' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000000-1000099/${bytes.length}`);
    expect(middle.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(1_000_000, 1_000_100))).toBe(true);

    const tail = await fetch(`${other.url}${url}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);

    const past = await fetch(`${other.url}${url}`, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(past.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(((await past.json()) as ProblemBody).code).toBe('range_not_satisfiable');

    const whole = await fetch(`${other.url}${url}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for a name nothing stored, on either server', async () => {
    for (const server of [api.url, other.url]) {
      const missing = await fetch(`${server}/uploads/${'a'.repeat(64)}.png?w=320`);
      expect(missing.status).toBe(404);
      expect((await fetch(`${server}/uploads/${'a'.repeat(64)}.mp4`)).status).toBe(404);
    }
  });

  it('loses unused files, their variants too, to the sweep of either process', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a4' } })
      .png()
      .toBuffer();
    const url = (await upload(vendor.client, 'image', photo, 'unused.png')).body.url!;
    const name = url.replace('/uploads/', '');
    expect((await fetch(`${other.url}${url}?w=160`)).status).toBe(200);

    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepUnusedUploads(api.db.knex, bucket, tomorrow)).toContain(name);
    expect(await bucket.size(name)).toBeUndefined();
    expect(await bucket.size(variantName(name, 160))).toBeUndefined();
    expect((await fetch(`${api.url}${url}`)).status).toBe(404);
  });
});
