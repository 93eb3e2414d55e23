import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUploadResultSchema, videoUploadResultSchema, type ProblemBody } from '../contracts.ts';
import { Category } from '../models.ts';
import { sweepUnusedUploads } from './uploads.service.ts';
import { variantName } from './image-variants.ts';
import type { DiskStorage } from './disk-storage.ts';
import { createLogger } from '../platform/logger.ts';
import { signUp, startTestApi, type SignedIn, type TestApi, type TestClient } from '../testing/index.ts';

const MEBIBYTE = 1024 * 1024;
/** A white pixel as PNG (sharp's), then zeros up to `size` bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8000003e801b57b526b0000000c49444154789c63f8ffff3f0005fe02fe0def46b80000000049454e44ae426082',
  'hex',
);
const png = (size = 128) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(size - ONE_PIXEL_PNG.length)]);
/** The same PNG claiming to be `width` × `height` pixels: a few bytes that would take gigabytes to decode. */
const pixelBomb = (width: number, height: number) => {
  const bytes = Buffer.from(ONE_PIXEL_PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
};
const jpeg = () =>
  Buffer.from(
    'ffd8ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b231c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011080001000103012200021101031101ffc4001500010100000000000000000000000000000008ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000000000000000ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00aa4007ffd9',
    'hex',
  );
const mp4 = (size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex').copy(bytes);
  return bytes;
};
const html = () => Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/** A form holding one file in `field`, as a browser sends it. */
const send = (field: string, bytes: Buffer, fileName: string, type = 'application/octet-stream') => {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  return form;
};
/** Posts a form to an upload endpoint as the storefront does (the cookie and X-Requested-With). */
const uploadWith = <T>(client: TestClient, kind: 'image' | 'video', form: FormData) =>
  client.request<T>('POST', `/api/upload/${kind}`, {
    rawBody: form,
    headers: { 'x-requested-with': 'fetch' },
  });

describe('uploads', () => {
  let api: TestApi;
  let vendor: SignedIn;

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor');
  });
  afterAll(() => api.close());

  const upload = <T>(kind: 'image' | 'video', form: FormData, client = vendor.client) =>
    uploadWith<T>(client, kind, form);

  /** The stored media, and whatever is half-received. */
  const onDisk = async () => {
    const entries = await readdir((api.storage as DiskStorage).directory, { recursive: true });
    return entries.filter((entry) => entry !== '.incoming').sort();
  };

  it('stores a PNG under its content hash and serves it back, byte for byte', async () => {
    const bytes = png();
    const response = await upload<{ url: string }>('image', send('image', bytes, 'beans.png', 'image/png'));
    expect(response.status).toBe(201);
    const { url } = imageUploadResultSchema.parse(response.body);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(url).toBe(`/uploads/${sha256}.png`);
    expect(await readFile(path.join((api.storage as DiskStorage).directory, `${sha256}.png`))).toEqual(bytes);

    const served = await fetch(api.url + url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    const again = await upload<{ url: string }>('image', send('image', bytes, 'copy.png'));
    expect(again.body.url).toBe(url);
  });

  it('takes a JPEG whatever its name says, and names it by what it is', async () => {
    const response = await upload<{ url: string }>('image', send('image', jpeg(), 'photo.png', 'image/png'));
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
  });

  it('refuses an HTML file renamed .png, and keeps nothing of it', async () => {
    const before = await onDisk();
    const response = await upload<ProblemBody>('image', send('image', html(), 'innocent.png', 'image/png'));
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      code: 'invalid_file_type',
      detail: 'innocent.png is not a valid image file',
    });
    expect(await onDisk()).toEqual(before);
  });

  it('shows only the base name of a ../../ file name, and writes nothing outside the store', async () => {
    const response = await upload<ProblemBody>('image', send('image', html(), '../../x.png'));
    expect(response.body.detail).toBe('x.png is not a valid image file');
    const stored = await upload<{ url: string }>('image', send('image', png(100), '../../x.png'));
    expect(stored.body.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    await expect(
      readFile(path.join((api.storage as DiskStorage).directory, '..', '..', 'x.png')),
    ).rejects.toThrow();
  });

  it('takes an image of exactly 10 MB and refuses one byte more while streaming', async () => {
    const largest = await upload<{ url: string }>('image', send('image', png(10 * MEBIBYTE), 'largest.png'));
    expect(largest.status).toBe(201);
    const before = await onDisk();
    const response = await upload<ProblemBody>('image', send('image', png(10 * MEBIBYTE + 1), 'huge.png'));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: 'file_too_large',
      detail: 'huge.png is too large. Maximum size is 10MB',
    });
    expect(await onDisk()).toEqual(before);
  });

  it('refuses a picture of more than 40 megapixels from its header, and keeps nothing of it', async () => {
    const before = await onDisk();
    const response = await upload<ProblemBody>('image', send('image', pixelBomb(60_000, 60_000), 'bomb.png'));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'image_too_many_pixels',
      detail:
        'bomb.png is 60000 × 60000 pixels; the most a picture may have is 40 megapixels (8000 × 5000, say).',
    });
    expect(await onDisk()).toEqual(before);
  });

  it('does not decode a stored picture past 40 megapixels to resize it', async () => {
    const bytes = pixelBomb(20_000, 20_000);
    const name = `${createHash('sha256').update(bytes).digest('hex')}.png`;
    await writeFile(path.join((api.storage as DiskStorage).directory, name), bytes);
    const response = await api.client().get<ProblemBody>(`/uploads/${name}?w=320`);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('image_too_many_pixels');
  });

  it('stores an MP4 video and answers its videoUrl', async () => {
    const response = await upload<{ videoUrl: string }>(
      'video',
      send('video', mp4(), 'harvest.mov', 'video/quicktime'),
    );
    expect(response.status).toBe(201);
    expect(videoUploadResultSchema.parse(response.body).videoUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.mp4$/);
  });

  it('refuses a PNG sent as a video, and a video of 50 MB', async () => {
    const asVideo = await upload<ProblemBody>('video', send('video', png(), 'clip.mp4', 'video/mp4'));
    expect(asVideo.status).toBe(415);
    expect(asVideo.body.detail).toBe('Please select a video file.');

    const tooLong = await upload<ProblemBody>('video', send('video', mp4(50 * MEBIBYTE), 'long.mp4'));
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.detail).toBe('Video must be smaller than 50MB.');
  });

  it('answers 422 for a file in the wrong field or no file, 415 for a body that is not multipart', async () => {
    const wrongField = await upload<ProblemBody>('image', send('photo', png(), 'a.png'));
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.code).toBe('unexpected_field');

    const form = new FormData();
    form.append('note', 'no file here');
    const empty = await upload<ProblemBody>('image', form);
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('file_required');

    const json = await vendor.client.post<ProblemBody>(
      '/api/upload/image',
      { image: 'data:image/png;base64,AAAA' },
      {
        headers: { 'x-requested-with': 'fetch' },
      },
    );
    expect(json.status).toBe(415);
  });

  it('needs a signed-in user, and the X-Requested-With header with a cookie', async () => {
    expect((await upload('image', send('image', png(), 'a.png'), api.client())).status).toBe(401);
    const withoutHeader = await vendor.client.request<ProblemBody>('POST', '/api/upload/image', {
      rawBody: send('image', png(), 'a.png'),
    });
    expect(withoutHeader.status).toBe(403);
    expect(withoutHeader.body.code).toBe('csrf_header_required');
  });
});

describe('stored pictures at the size shown', () => {
  let api: TestApi;
  let picture: string;
  let video: string;

  /** What the API logs, line by line. */
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    api = await startTestApi({ logger: createLogger({ level: 'info', destination, pretty: false }) });
    // A 480×360 photo-like (noisy) picture, as a supplier would upload.
    const photo = await sharp(randomBytes(480 * 360 * 3), { raw: { width: 480, height: 360, channels: 3 } })
      .png()
      .toBuffer();
    picture = (await api.storage.put(photo, 'png')).url;
    video = (await api.storage.put(Buffer.from('000000186674797069736f6d', 'hex'), 'mp4')).url;
  });
  afterAll(() => api.close());

  it('answers ?w=320 with a WebP 320 pixels wide, cached for good', async () => {
    const response = await fetch(`${api.url}${picture}?w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    const original = await (await fetch(`${api.url}${picture}`)).arrayBuffer();
    expect(bytes.length).toBeLessThan(original.byteLength);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const again = Buffer.from(await (await fetch(`${api.url}${picture}?w=320`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('resizes a picture once, however many ask for the same width at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${api.url}${picture}?w=640`).then((r) => r.arrayBuffer())),
    );
    const first = Buffer.from(answers[0]!);
    expect(answers.every((bytes) => Buffer.from(bytes).equals(first))).toBe(true);
    const made = logged.filter(
      (line) => line.msg === 'made a picture variant' && String(line.file).endsWith('-640w.webp'),
    );
    expect(made).toHaveLength(1);
  });

  it('never enlarges a picture past its own width', async () => {
    const bytes = Buffer.from(await (await fetch(`${api.url}${picture}?w=960`)).arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(480);
  });

  it.each([
    ['a width not offered', '?w=321', 'invalid_width'],
    ['a width that is not a number', '?w=wide', 'invalid_width'],
  ])('refuses %s with 400', async (_case, query, code) => {
    const response = await fetch(`${api.url}${picture}${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ProblemBody).code).toBe(code);
  });

  it('refuses to resize a video', async () => {
    const response = await fetch(`${api.url}${video}?w=320`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ProblemBody).code).toBe('not_resizable');
  });

  it('answers 404 for a picture that is not stored', async () => {
    const response = await fetch(`${api.url}/uploads/${'0'.repeat(64)}.png?w=320`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ProblemBody).code).toBe('file_not_found');
  });
});

describe('uploads no product uses', () => {
  let api: TestApi;
  let vendor: SignedIn;
  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor');
  });
  afterAll(() => api.close());

  const uploadPicture = (bytes: Buffer, client = vendor.client) =>
    uploadWith<{ url: string } & ProblemBody>(client, 'image', send('image', bytes, 'picture.png'));
  const stored = (url: string) =>
    existsSync(path.join((api.storage as DiskStorage).directory, url.replace('/uploads/', '')));

  it('are removed with their resized copies a day after upload, once, however many processes sweep', async () => {
    const used = (await uploadPicture(png(200))).body.url;
    const unused = (await uploadPicture(png(300))).body.url;
    const seeded = (await api.storage.put(png(400), 'png')).url;
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Salt', slug: 'salt' });
    await vendor.client.post('/api/products', {
      categoryId: category.id,
      name: 'Sea salt',
      description: 'Coarse, sun-dried.',
      price: '0.30',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 10_000,
      images: [used],
    });
    expect((await api.client().get(`${unused}?w=320`)).status).toBe(200);
    const resized = path.join(
      (api.storage as DiskStorage).directory,
      variantName(unused.replace('/uploads/', ''), 320),
    );
    expect(existsSync(resized)).toBe(true);

    expect(await sweepUnusedUploads(api.db.knex, api.storage)).toEqual([]);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const sweeps = await Promise.all([
      sweepUnusedUploads(api.db.knex, api.storage, tomorrow),
      sweepUnusedUploads(api.db.knex, api.storage, tomorrow),
    ]);
    expect(sweeps.flat()).toEqual([unused.replace('/uploads/', '')]);
    expect([stored(used), stored(unused), stored(seeded), existsSync(resized)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect((await api.client().get(unused)).status).toBe(404);
  });

  it('are held to 2 GB a user a day: the next is refused with when to try again', async () => {
    const seller = await signUp(api, 'vendor');
    await api.db.knex('uploads').insert({
      name: 'earlier.png',
      userId: seller.user.id,
      bytes: 2 * 1024 ** 3,
      uploadedAt: new Date(Date.now() - 3_600_000),
    });
    const refused = await uploadPicture(png(500), seller.client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('upload_quota_exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(22 * 3600);
    expect((await uploadPicture(png(600))).status).toBe(201);
  });

  it('count an upload before its bytes arrive: of 5 sent at once near the quota, one is taken', async () => {
    const seller = await signUp(api, 'vendor');
    // 500 bytes short of the quota: any one picture fills it, however the five interleave.
    await api.db.knex('uploads').insert({
      name: 'earlier.png',
      userId: seller.user.id,
      bytes: 2 * 1024 ** 3 - 500,
      uploadedAt: new Date(Date.now() - 3_600_000),
    });
    const answers = await Promise.all(
      [701, 702, 703, 704, 705].map((size) => uploadPicture(png(size), seller.client)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429]);
    const rows = await api.db.knex('uploads').where({ userId: seller.user.id }).orderBy('id').pluck('bytes');
    expect(rows.map(Number)).toEqual([2 * 1024 ** 3 - 500, 701 + answers.findIndex((a) => a.status === 201)]);

    // A refused file gives its reservation back: the uploader's day is as it was.
    const other = await signUp(api, 'vendor');
    const wrongType = await uploadWith<ProblemBody>(
      other.client,
      'image',
      send('image', Buffer.from('plain text'), 'note.png'),
    );
    expect(wrongType.status).toBe(415);
    expect(
      await api.db.knex('uploads').where({ userId: other.user.id }).count({ count: '*' }).first(),
    ).toEqual({
      count: 0,
    });
  });
});
