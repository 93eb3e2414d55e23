export interface PeriodicTask {
  /** Runs the task now, after any run in progress (never two at once). */
  run(): Promise<void>;
  /** Stops the timer, then waits for the run in progress (and runs once more if `runOnStop`). */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` while the process lives (the timer keeps nobody up), one run at a
 * time. The task reports its own failures: it must not reject.
 */
export function periodicTask(
  task: () => Promise<void>,
  everyMs: number,
  { runOnStop = false } = {},
): PeriodicTask {
  let running: Promise<void> = Promise.resolve();
  const run = () => (running = running.then(task));
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await (runOnStop ? run() : running);
    },
  };
}
