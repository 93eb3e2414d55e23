import type { Logger } from './logger.ts';
import { periodicTask } from './periodic-task.ts';

export interface BatchedTallies<T> {
  /** The tally of `key` in memory, made by `start` the first time since the last write. */
  tally(key: string | number, start: () => T): T;
  /** Writes the tallies counted so far, in one query. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/**
 * Counts kept in memory by key and written every `flushMs` (and when stopped) by `write`, all at
 * once in one query: what happens on every read or request never writes a row each time. At
 * most `flushMs` of counts are lost if the process dies; a failed write is logged as `what`.
 */
export function batchedTallies<T>(
  logger: Logger,
  { what, flushMs, write }: { what: string; flushMs: number; write: (tallies: T[]) => Promise<unknown> },
): BatchedTallies<T> {
  let tallies = new Map<string | number, T>();
  const writer = periodicTask(
    async () => {
      if (tallies.size === 0) return;
      const batch = [...tallies.values()];
      tallies = new Map();
      try {
        await write(batch);
      } catch (error) {
        logger.warn({ err: error }, `${what} could not be written`);
      }
    },
    flushMs,
    { runOnStop: true },
  );
  return {
    tally(key, start) {
      let tally = tallies.get(key);
      if (tally === undefined) {
        tally = start();
        tallies.set(key, tally);
      }
      return tally;
    },
    flush: writer.run,
    stop: writer.stop,
  };
}
