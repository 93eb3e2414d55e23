import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import {
  signUp,
  startS3Server,
  startTestApi,
  type SignedIn,
  type TestApi,
  type TestS3Server,
} from '../testing/index.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** A picture of its own each time: uploads of the same bytes are one file. */
const picture = () =>
  sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();

describe('uploads while the bucket does not answer', () => {
  let s3: TestS3Server;
  let storage: FileStorage;
  let api: TestApi;
  let vendor: SignedIn;

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createS3Storage(s3.settings);
    api = await startTestApi({ storage });
    vendor = await signUp(api, 'vendor');
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  const upload = async () => {
    const form = new FormData();
    form.append('image', new Blob([await picture()]), 'lot.png');
    return vendor.client.request<{ url?: string } & ProblemBody>('POST', '/api/upload/image', {
      rawBody: form,
      headers: { 'x-requested-with': 'fetch' },
    });
  };
  const uploadRows = () =>
    api.db.knex('uploads').where({ userId: vendor.user.id }).orderBy('id').select('name');
  const objects = async () => {
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    return names.sort();
  };

  it('answers 503 storage_unavailable, keeps nothing of the try, and takes uploads again once it is back', async () => {
    const before = await upload();
    expect(before.status).toBe(201);
    const rowsBefore = await uploadRows();
    const objectsBefore = await objects();

    await s3.stop();
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'storage_unavailable' });
    expect(refused.body.detail).toMatch(/send the file again/);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await uploadRows()).toEqual(rowsBefore);

    // Back, without a restart of the API: nothing half-written was left, and uploads work again.
    await s3.start();
    expect(await objects()).toEqual(objectsBefore);
    const after = await upload();
    expect(after.status).toBe(201);
    expect((await uploadRows()).length).toBe(rowsBefore.length + 1);
    for (const url of [before.body.url!, after.body.url!]) {
      expect((await vendor.client.get(url)).status).toBe(200);
    }
  });
});
