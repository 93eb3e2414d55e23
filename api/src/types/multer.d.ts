// The published typings describe multer 1 on Express; these cover what the API uses of
// multer 2 through @koa/multer.
declare module 'multer' {
  import type { IncomingMessage } from 'node:http';
  import type { Readable } from 'node:stream';

  export interface IncomingFile {
    fieldname: string;
    originalname: string;
    encoding: string;
    mimetype: string;
    stream: Readable;
  }

  export interface StoredFileInfo {
    path: string;
    size: number;
    [key: string]: unknown;
  }

  export interface StorageEngine {
    _handleFile(
      request: IncomingMessage,
      file: IncomingFile,
      callback: (error: Error | null, info?: StoredFileInfo) => void,
    ): void;
    _removeFile(
      request: IncomingMessage,
      file: IncomingFile & StoredFileInfo,
      callback: (error: Error | null) => void,
    ): void;
  }

  export interface Limits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }

  export class MulterError extends Error {
    code: string;
    field?: string;
    filename?: string;
  }
}

declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type { Limits, StorageEngine } from 'multer';

  interface KoaMulter {
    single(field: string): Middleware;
  }

  export default function multer(options: { storage: StorageEngine; limits?: Limits }): KoaMulter;
}
