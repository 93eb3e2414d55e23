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
import type { S3Settings } from '../platform/file-storage.ts';
import { cacheControlOf, contentTypeOf, putByContent, type FileStorage } from './file-storage.ts';

export type { S3Settings } from '../platform/file-storage.ts';

/** Parts of 8 MiB, four at once: a 50 MB video goes up in seven parts. */
const PART_SIZE = 8 * 1024 * 1024;

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
  });
  const incomingDirectory = path.join(tmpdir(), 'rawex-incoming');
  const upload = (name: string, body: Uint8Array | Readable) =>
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
    }).done();
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
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return head.ContentLength;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async read(name, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: name,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    async write(name, bytes, contentType) {
      await client.send(
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
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
  return storage;
}
