import type { StorageSettings } from '../platform/file-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * The storage the settings name: a bucket when S3_BUCKET is set, the local disk otherwise. The S3
 * client is loaded only for a bucket: a process on the local disk (most of the CLI's commands, a
 * machine without a bucket) never pays for loading it.
 */
export async function openStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind !== 's3') return createDiskStorage(settings.directory);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(settings);
}
