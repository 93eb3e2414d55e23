import type { StorageSettings } from '../platform/file-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The storage the settings name: a bucket when S3_BUCKET is set, the local disk otherwise. */
export function openStorage(settings: StorageSettings): FileStorage {
  return settings.kind === 's3' ? createS3Storage(settings) : createDiskStorage(settings.directory);
}
