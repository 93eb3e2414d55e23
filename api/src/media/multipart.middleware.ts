// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- multer 2 has no typings; every package that compiles this file needs ours
/// <reference path="../types/multer.d.ts" />
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multer from '@koa/multer';
import { MulterError, type StorageEngine, type StoredFileInfo } from 'multer';
import type { Context } from 'koa';
import { AppError } from '../platform/errors/index.ts';
import { displayName, fileRejection, type ReceivedFile } from './received-file.ts';
import type { UploadRule } from './upload-types.contract.ts';

interface MulterFile extends StoredFileInfo {
  originalname: string;
  sha256: string;
}

/**
 * Streams the one file of a request to an incoming path, hashing it on the way. Busboy stops
 * the stream at the size limit, so an oversized file is never held whole, on disk or in memory.
 */
function hashingDiskStorage(incomingPath: () => Promise<string>): StorageEngine {
  return {
    _handleFile(_request, file, callback) {
      void (async () => {
        const incoming = await incomingPath();
        const hash = createHash('sha256');
        let size = 0;
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        // The upload's stream is piped in rather than handed to pipeline, which would fail it at
        // once with a write's error (a full disk): the upload would be refused, and the refusal
        // sent, while the part written was still on the disk. It is removed first.
        file.stream.once('error', (error) => measure.destroy(error));
        file.stream.pipe(measure);
        try {
          await pipeline(measure, createWriteStream(incoming));
          callback(null, { path: incoming, size, sha256: hash.digest('hex') });
        } catch (error) {
          file.stream.unpipe(measure);
          await rm(incoming, { force: true });
          // The rest of the file is read and dropped, so that the request's other parts still arrive.
          file.stream.resume();
          callback(error as Error);
        }
      })();
    },
    _removeFile(_request, file, callback) {
      rm(file.path, { force: true }).then(() => callback(null), callback);
    },
  };
}

function multerError(error: unknown, rule: UploadRule): AppError | undefined {
  if (!(error instanceof MulterError)) return undefined;
  const { code, field, filename } = error;
  if (code === 'LIMIT_FILE_SIZE') {
    return fileRejection(
      413,
      'file_too_large',
      'Content Too Large',
      rule.tooLarge(displayName(filename)),
      rule.field,
    );
  }
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
    const detail = `Send one file, in the form field "${rule.field}".`;
    return fileRejection(422, 'unexpected_field', 'Unprocessable Content', detail, field ?? rule.field);
  }
  return fileRejection(
    400,
    'bad_upload',
    'Bad Request',
    `The upload was malformed: ${error.message}.`,
    rule.field,
  );
}

/**
 * Receives the one file a multipart request carries in `rule.field`, streamed to `incomingPath()`
 * and hashed, within the rule's size. Wrong content type, size, field or count is refused here.
 */
export async function receiveFile(
  ctx: Context,
  rule: UploadRule,
  incomingPath: () => Promise<string>,
): Promise<ReceivedFile> {
  if (!ctx.request.is('multipart/form-data')) {
    throw new AppError({
      status: 415,
      code: 'unsupported_media_type',
      title: 'Unsupported Media Type',
      detail: `Send the file as multipart/form-data, in the form field "${rule.field}".`,
    });
  }
  const upload = multer({
    storage: hashingDiskStorage(incomingPath),
    limits: { fileSize: rule.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
  }).single(rule.field);
  try {
    await upload(ctx, async () => {});
  } catch (error) {
    throw multerError(error, rule) ?? error;
  }
  const file = (ctx.request as unknown as { file?: MulterFile }).file;
  if (!file) {
    const detail = `Choose a file to send in the form field "${rule.field}".`;
    throw fileRejection(422, 'file_required', 'Unprocessable Content', detail, rule.field);
  }
  return { path: file.path, sha256: file.sha256, originalName: file.originalname };
}
