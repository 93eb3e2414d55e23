import { FIRST_SCRIPT_BUDGETS, firstScript, readBuildManifest } from '@rawex/storefront/server';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * The script a phone fetches and runs before each catalogue page first renders stays within its
 * budget, on the build the suite made (`scripts/test-run-setup.ts`): a library pulled into the
 * first script (a form's validation, a dialog opened on demand) fails here, not on a phone.
 */
it('keeps each catalogue page’s first script, gzipped, within its budget', async () => {
  const manifest = await readBuildManifest();
  const over: string[] = [];
  for (const [route, { source, parts, kilobytes }] of Object.entries(FIRST_SCRIPT_BUDGETS)) {
    // A screen the entry holds (the home page, the listing) has no chunk of its own: the entry is its script.
    expect(existsSync(new URL(`../storefront/${source}`, import.meta.url)), source).toBe(true);
    const { bytes } = await firstScript(manifest, source, parts);
    if (bytes > kilobytes * 1024)
      over.push(`${route}: ${(bytes / 1024).toFixed(1)} KB, budget ${kilobytes} KB`);
  }
  expect(over).toEqual([]);
});
