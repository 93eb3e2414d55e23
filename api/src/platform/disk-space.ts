import { statfs } from 'node:fs/promises';
import type { Logger } from './logger.ts';
import { periodicTask } from './periodic-task.ts';

/** How often the free space is read: a statfs call, microseconds. */
const CHECK_EVERY_MS = 1_000;

export interface DiskSpaceState {
  freeBytes: number;
  reserveBytes: number;
  /** Whether the free space is under the reserve: changes are refused until it is not. */
  low: boolean;
}

export interface DiskSpace {
  /** The data folder's disk at the last check (each second). */
  state(): DiskSpaceState;
  /** Whether `bytes` more can be written while keeping the reserve free. */
  hasRoomFor(bytes: number): boolean;
  stop(): Promise<void>;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/**
 * Watches the free space of the disk holding `directory` (the data folder: the embedded database,
 * uploads and emails). Under `reserveBytes`, the server refuses changes: the embedded database
 * must always find room for its next write-ahead log file, without which it stops answering
 * altogether, and a disk filled to the last byte leaves nothing for an operator to work with.
 * Logs once when the space runs low and once when it is back.
 */
export async function watchDiskSpace(
  directory: string,
  { reserveBytes, logger }: { reserveBytes: number; logger: Logger },
): Promise<DiskSpace> {
  const read = async () => {
    const { bavail, bsize } = await statfs(directory);
    return bavail * bsize;
  };
  let current: DiskSpaceState = { freeBytes: await read(), reserveBytes, low: false };
  const check = async () => {
    let freeBytes: number;
    try {
      freeBytes = await read();
    } catch (error) {
      logger.warn({ err: error, directory }, 'Could not read the free space of the data folder’s disk');
      return;
    }
    const low = freeBytes < reserveBytes;
    if (low && !current.low) {
      logger.error(
        { directory, freeBytes, reserveBytes },
        `The data folder's disk has ${megabytes(freeBytes)} free, under the ${megabytes(reserveBytes)} kept in reserve: changes are refused (507 storage_full) until space is freed.`,
      );
    } else if (!low && current.low) {
      logger.warn(
        { directory, freeBytes },
        `The data folder's disk has ${megabytes(freeBytes)} free again: changes are taken.`,
      );
    }
    current = { freeBytes, reserveBytes, low };
  };
  await check();
  const task = periodicTask(check, CHECK_EVERY_MS);
  return {
    state: () => current,
    hasRoomFor: (bytes) => current.freeBytes - bytes >= reserveBytes,
    stop: () => task.stop(),
  };
}
