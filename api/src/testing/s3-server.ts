import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/file-storage.ts';

export interface TestS3Server {
  /** Settings that reach a bucket of its own on the server, as S3_* would name it. */
  settings: S3Settings;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) in this process, on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'rawex-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rawex-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's own credentials: it checks every request's signature against them.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
