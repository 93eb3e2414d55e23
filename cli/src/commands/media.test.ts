import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createS3Storage } from '@rawex/api/s3-storage';
import { startS3Server, type TestS3Server } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawexBin } from '../testing/rawex-processes.ts';

const run = (environment: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, [rawexBin, 'media', 'push'], {
    env: { ...process.env, ...environment },
  });

describe('rawex media push', () => {
  let s3: TestS3Server;
  let dataDirectory: string;
  const picture = `${'a'.repeat(64)}.png`;
  const video = `${'b'.repeat(64)}.mp4`;
  const variant = `.variants/${'a'.repeat(64)}-320w.webp`;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-push-'));
    const uploads = path.join(dataDirectory, 'uploads');
    await mkdir(path.join(uploads, '.variants'), { recursive: true });
    await mkdir(path.join(uploads, '.incoming'), { recursive: true });
    await writeFile(path.join(uploads, picture), 'a picture');
    await writeFile(path.join(uploads, video), Buffer.alloc(3 * 1024 * 1024, 7));
    await writeFile(path.join(uploads, variant), 'a smaller picture');
    await writeFile(path.join(uploads, '.incoming', 'half-received'), 'half');
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  const bucketEnvironment = () => ({
    RAWEX_DATA_DIR: dataDirectory,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  it('copies the local media into the bucket, with their types, and sends nothing twice', async () => {
    const first = await run(bucketEnvironment());
    expect(first.stdout).toContain(`3 files in ${path.join(dataDirectory, 'uploads')}, to s3://rawex-media.`);
    expect(first.stdout).toContain('Pushed 3 files; 0 were already in the bucket.');

    const bucket = createS3Storage(s3.settings);
    expect(await bucket.size(picture)).toBe('a picture'.length);
    expect(await bucket.size(video)).toBe(3 * 1024 * 1024);
    expect(await bucket.size(variant)).toBe('a smaller picture'.length);
    expect(await bucket.size('.incoming/half-received')).toBeUndefined();
    const served = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/${video}`, { method: 'HEAD' });
    expect(served.headers.get('content-type')).toBe('video/mp4');

    const again = await run(bucketEnvironment());
    expect(again.stdout).toContain('Pushed 0 files; 3 were already in the bucket.');
  });

  it('stops with exit code 3, naming the server, when the bucket cannot be reached', async () => {
    const failed = await run({ ...bucketEnvironment(), S3_ENDPOINT: 'http://127.0.0.1:1' }).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ code: 3 });
    expect((failed as { stderr: string }).stderr).toContain(
      'Stopped after 0 files: s3://rawex-media at http://127.0.0.1:1 answered',
    );
  });

  it('says what to set when no bucket is named', async () => {
    const failed = await run({ RAWEX_DATA_DIR: dataDirectory, S3_BUCKET: '' }).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('set S3_BUCKET');
  });
});
