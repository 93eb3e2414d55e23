import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/file-storage.ts';

export interface TestS3Server {
  /** Settings that reach a bucket of its own on the server, as S3_* would name it. */
  settings: S3Settings;
  /** Stops answering (its port refuses connections), keeping what it holds. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with what it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) in this process, on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'rawex-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rawex-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await server.run()) as { port: number };
    return { server, port: address.port };
  };
  let running: Awaited<ReturnType<typeof serve>> | undefined = await serve(0);
  const { port } = running;
  const stop = async () => {
    await running?.server.close();
    running = undefined;
  };
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's own credentials: it checks every request's signature against them.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    stop,
    async start() {
      running ??= await serve(port);
    },
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
