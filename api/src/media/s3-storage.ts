import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError, UNREACHABLE_SOCKET_CODES } from '../platform/errors/index.ts';
import type { S3Settings } from '../platform/file-storage.ts';
import { cacheControlOf, contentTypeOf, putByContent, type FileStorage } from './file-storage.ts';

export type { S3Settings } from '../platform/file-storage.ts';

/** Parts of 8 MiB, four at once: a 50 MB video goes up in seven parts. */
const PART_SIZE = 8 * 1024 * 1024;

/** Seconds a client is asked to wait before sending a file again while the bucket is away. */
const STORAGE_RETRY_AFTER_SECONDS = 10;

/** The bucket's server refused, dropped or did not answer a request, or failed on its side (5xx). */
function isStorageUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    (typeof code === 'string' && UNREACHABLE_SOCKET_CODES.has(code)) ||
    name === 'TimeoutError' ||
    ($metadata?.httpStatusCode ?? 0) >= 500
  );
}

/** What a bucket that cannot be reached means to the person uploading: nothing was kept, send it again. */
async function reachingTheBucket<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isStorageUnreachable(error)) throw error;
    throw new AppError({
      status: 503,
      code: 'storage_unavailable',
      title: 'Service Unavailable',
      detail: `The media storage cannot be reached just now, so nothing was stored: send the file again in ${STORAGE_RETRY_AFTER_SECONDS} seconds.`,
      headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
      cause: error,
    });
  }
}

/**
 * Media in an S3-compatible bucket, so every API process serves what any of them stored. An
 * upload is received (hashed and checked) on the local disk, then streamed to the bucket under its
 * content name, in parts when large.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A server that takes the connection and then says nothing is given up on, not waited for.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const incomingDirectory = path.join(tmpdir(), 'rawex-incoming');
  const send = ((command) => reachingTheBucket(() => client.send(command))) as S3Client['send'];
  const upload = (name: string, body: Uint8Array | Readable) =>
    reachingTheBucket(() =>
      new Upload({
        client,
        partSize: PART_SIZE,
        queueSize: 4,
        params: {
          Bucket: bucket,
          Key: name,
          Body: body,
          ContentType: contentTypeOf(name),
          CacheControl: cacheControlOf(name),
        },
      }).done(),
    );
  const storage: FileStorage = {
    kind: 's3',
    location: `s3://${bucket}`,
    async incomingPath() {
      await mkdir(incomingDirectory, { recursive: true, mode: 0o700 });
      return path.join(incomingDirectory, randomUUID());
    },
    async adopt(incoming, name) {
      try {
        if ((await storage.size(name)) !== undefined) return false;
        await upload(name, createReadStream(incoming));
        return true;
      } finally {
        await rm(incoming, { force: true });
      }
    },
    put: (bytes, extension) => putByContent(storage, bytes, extension, (name) => upload(name, bytes)),
    async size(name) {
      try {
        const head = await send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return head.ContentLength;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async read(name, range) {
      const answer = await send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: name,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    async write(name, bytes, contentType) {
      await send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          CacheControl: cacheControlOf(name),
        }),
      );
    },
    async remove(names) {
      for (let start = 0; start < names.length; start += 1000) {
        const keys = names.slice(start, start + 1000).map((Key) => ({ Key }));
        if (keys.length > 0) {
          await send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        }
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
  return storage;
}
