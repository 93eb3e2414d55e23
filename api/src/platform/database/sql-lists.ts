/**
 * A list of the code's own constant words (statuses, kinds) as SQL string literals, for a CHECK
 * constraint a migration writes from the list the code keeps: `'sea', 'air'`. Never for input.
 */
export const sqlWords = (values: readonly string[]) => {
  if (values.some((value) => !/^[\w.:-]+$/.test(value)))
    throw new Error(`Not a constant word: ${values.join(', ')}`);
  return values.map((value) => `'${value}'`).join(', ');
};
