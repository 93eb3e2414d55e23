/**
 * Works through a backlog a batch at a time: runs `step` (which handles at most `size` rows and
 * returns how many it handled) until a step comes back short. Returns the rows handled in all.
 * Each step is its own statement or transaction, so no run holds its locks for the whole backlog.
 */
export async function inBatches(size: number, step: (size: number) => Promise<number>): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await step(size);
    handled += count;
    if (count < size) return handled;
  }
}
