// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- multer 2 has no typings; every package that compiles this file needs ours
/// <reference path="../types/multer.d.ts" />
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multer from '@koa/multer';
import { MulterError, type StorageEngine, type StoredFileInfo } from 'multer';
import { fileTypeFromFile } from 'file-type';
import type { Context } from 'koa';
import { AppError } from '../errors/index.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';
import { IMAGE_UPLOAD_TYPES, VIDEO_UPLOAD_TYPES } from '../contracts/upload-types.ts';

/** What an upload endpoint takes, and what it tells people who send something else. */
export interface UploadKind {
  field: string;
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** Extensions (as file-type names them) of the types taken, decided from the file's bytes. */
  extensions: readonly string[];
  tooLarge(fileName: string): string;
  wrongType(fileName: string): string;
}

const MEBIBYTE = 1024 * 1024;

export const imageUpload: UploadKind = {
  field: 'image',
  maxBytes: 10 * MEBIBYTE,
  extensions: Object.values(IMAGE_UPLOAD_TYPES),
  tooLarge: (name) => `${name} is too large. Maximum size is 10MB`,
  wrongType: (name) => `${name} is not a valid image file`,
};

export const videoUpload: UploadKind = {
  field: 'video',
  maxBytes: 50 * MEBIBYTE - 1,
  extensions: Object.values(VIDEO_UPLOAD_TYPES),
  tooLarge: () => 'Video must be smaller than 50MB.',
  wrongType: () => 'Please select a video file.',
};

interface ReceivedFile extends StoredFileInfo {
  originalname: string;
  sha256: string;
}

/**
 * Streams the one file of a request to an incoming path, hashing it on the way. Busboy stops
 * the stream at the size limit, so an oversized file is never held whole, on disk or in memory.
 */
function incomingStorage(storage: FileStorage): StorageEngine {
  return {
    _handleFile(_request, file, callback) {
      void (async () => {
        const incoming = await storage.incomingPath();
        const hash = createHash('sha256');
        let size = 0;
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        try {
          await pipeline(file.stream, measure, createWriteStream(incoming));
          callback(null, { path: incoming, size, sha256: hash.digest('hex') });
        } catch (error) {
          await rm(incoming, { force: true });
          callback(error as Error);
        }
      })();
    },
    _removeFile(_request, file, callback) {
      rm(file.path, { force: true }).then(() => callback(null), callback);
    },
  };
}

/** The name a person gave the file, safe to show back: no folders, no control characters. */
export function displayName(originalName: string | undefined): string {
  const base = (originalName ?? '').split(/[\\/]/).at(-1) ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  return clean || 'The file';
}

const rejection = (status: number, code: string, title: string, detail: string, field: string) =>
  new AppError({ status, code, title, detail, errors: [{ field, message: detail }] });

function multerError(error: unknown, kind: UploadKind): AppError | undefined {
  if (!(error instanceof MulterError)) return undefined;
  const { code, field, filename } = error;
  if (code === 'LIMIT_FILE_SIZE') {
    return rejection(
      413,
      'file_too_large',
      'Content Too Large',
      kind.tooLarge(displayName(filename)),
      kind.field,
    );
  }
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
    const detail = `Send one file, in the form field "${kind.field}".`;
    return rejection(422, 'unexpected_field', 'Unprocessable Content', detail, field ?? kind.field);
  }
  return rejection(
    400,
    'bad_upload',
    'Bad Request',
    `The upload was malformed: ${error.message}.`,
    kind.field,
  );
}

/**
 * Receives one file of `kind` from a multipart request and stores it under its content hash.
 * A rejected file (too large, wrong type by its bytes, wrong field) leaves nothing behind.
 */
export async function receiveUpload(
  ctx: Context,
  storage: FileStorage,
  kind: UploadKind,
): Promise<StoredFile> {
  if (!ctx.request.is('multipart/form-data')) {
    throw new AppError({
      status: 415,
      code: 'unsupported_media_type',
      title: 'Unsupported Media Type',
      detail: `Send the file as multipart/form-data, in the form field "${kind.field}".`,
    });
  }
  const upload = multer({
    storage: incomingStorage(storage),
    limits: { fileSize: kind.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
  }).single(kind.field);

  try {
    await upload(ctx, async () => {});
  } catch (error) {
    throw multerError(error, kind) ?? error;
  }

  const file = (ctx.request as unknown as { file?: ReceivedFile }).file;
  if (!file) {
    throw rejection(
      422,
      'file_required',
      'Unprocessable Content',
      `Choose a file to send in the form field "${kind.field}".`,
      kind.field,
    );
  }
  try {
    const type = await fileTypeFromFile(file.path);
    if (!type || !kind.extensions.includes(type.ext)) {
      throw rejection(
        415,
        'invalid_file_type',
        'Unsupported Media Type',
        kind.wrongType(displayName(file.originalname)),
        kind.field,
      );
    }
    return await storage.adopt(file.path, file.sha256, type.ext);
  } finally {
    await rm(file.path, { force: true });
  }
}
