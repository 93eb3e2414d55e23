import { expect, it } from 'vitest';
import { outcomeOf } from './npm-script.ts';

/**
 * What `npm run lint` checks, in the suite CI runs: the layers and faces of the API, the core
 * knowing no domain, no file cycles, the vocabulary, and Prettier's formatting. A failure prints
 * each problem the command found.
 */
it('passes ESLint and Prettier, as `npm run lint` checks them', async () => {
  expect(await outcomeOf('lint')).toBe('passed');
});
