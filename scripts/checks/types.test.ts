import { expect, it } from 'vitest';
import { outcomeOf } from './npm-script.ts';

/** What `npm run typecheck` checks (every workspace and the tools), in the suite CI runs. */
it('type-checks, as `npm run typecheck` does', async () => {
  expect(await outcomeOf('typecheck')).toBe('passed');
});
