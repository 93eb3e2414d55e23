import type { Readable } from 'node:stream';

export interface StoredFile {
  /** The name in the storage: `<sha256>.<extension>`, or a document's `documents/<random>.<extension>`. */
  name: string;
  /** Where the API serves it. */
  url: string;
  /** False when the same bytes were stored before. */
  created: boolean;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and seeded media live, and their resized variants: the local disk
 * (the media domain's `createDiskStorage`) or an S3-compatible bucket (`createS3Storage`), behind one
 * interface, handed to the core by the composition root.
 * Stored files never change. Names are `<sha256>.<ext>`, for variants
 * `.variants/<sha256>-<width>w.webp`, and for documents (private, never named by their content)
 * `documents/<random>.<ext>`.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for people: a folder, or `s3://bucket`. */
  readonly location: string;
  /** Stores bytes under their content name. */
  put(bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /** A fresh local path to receive an upload at (hashed while it streams), before `adopt`. */
  incomingPath(): Promise<string>;
  /**
   * Takes a received file into the store under `name`, unless a file of that name is there already
   * (its content name: the same bytes); the local copy is gone after. True when it was stored.
   */
  adopt(incoming: string, name: string): Promise<boolean>;
  /** The file's size in bytes; undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** The file's bytes, or a range of them; fails when there is no such file. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Stores bytes under a name of the caller's (a picture's variant); readers never see half of it. */
  write(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes files; a missing one is no error. */
  remove(names: string[]): Promise<void>;
  /** Every stored name, variants included (for `rawex media push`). */
  list(): AsyncIterable<string>;
}

/** Where an S3-compatible bucket is and how to reach it. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address; unset: AWS's, from the region. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key`, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** Which store the media live in, as configured. */
export type StorageSettings = { kind: 'disk'; directory: string } | ({ kind: 's3' } & S3Settings);
