import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts/index.ts';
import { startTestApi, type TestApi } from '../testing/index.ts';

describe('stored pictures at the size shown', () => {
  let api: TestApi;
  let picture: string;
  let video: string;

  beforeAll(async () => {
    api = await startTestApi();
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
    expect(response.headers.get('cache-control')).toBe('max-age=31536000,immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    const original = await (await fetch(`${api.url}${picture}`)).arrayBuffer();
    expect(bytes.length).toBeLessThan(original.byteLength);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const again = Buffer.from(await (await fetch(`${api.url}${picture}?w=320`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
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
