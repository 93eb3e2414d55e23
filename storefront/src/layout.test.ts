import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

const storefront = path.resolve(import.meta.dirname, '..');

it('names every folder of the storefront in its README', async () => {
  const readme = await readFile(path.join(storefront, 'README.md'), 'utf8');
  const folders = (await readdir(path.join(storefront, 'src'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}/`);
  expect(folders.length).toBeGreaterThan(10);
  expect(folders.filter((folder) => !readme.includes(`\`${folder}\``))).toEqual([]);
});

/**
 * The frame (`src/shell/`) is put around the screens by the route table and started by the
 * entries; a screen reads what the frame tells it through `useLayout` and imports nothing else of
 * it. What screens and the frame both use lives in a folder of its own.
 */
const FRAME_IMPORTS_ALLOWED: Record<string, RegExp> = {
  'routing/routes.tsx': /^import \{ Layout \} from '\.\.\/shell\/Layout';$/,
  'entry-server.tsx': /^import \{ themeClassOf, tradingViewChosen \} from '\.\/shell\/trading-view';$/,
};
const READS_THE_FRAME = /^import \{ useLayout \} from '(\.\.\/)+shell\/Layout';$/;

it('keeps the frame to the route table and the entries: screens read it through useLayout alone', async () => {
  const source = path.join(storefront, 'src');
  const files = (await readdir(source, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !file.startsWith(`shell${path.sep}`),
  );
  const climbing: string[] = [];
  for (const file of files) {
    const imports = (await readFile(path.join(source, file), 'utf8'))
      .split('\n')
      .filter((line) => /^import .* from '(\.\.?\/)+shell\//.test(line));
    for (const line of imports) {
      if (!(FRAME_IMPORTS_ALLOWED[file]?.test(line) || READS_THE_FRAME.test(line)))
        climbing.push(`${file}: ${line}`);
    }
  }
  expect(climbing).toEqual([]);
});

/** A lazy part names its file (`lazyPart('src/…')`): the page preloads the build's chunk for it. */
it('names, for each lazy part, a file of the storefront', async () => {
  const files = (await readdir(path.join(storefront, 'src'), { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const sources: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(storefront, 'src', file), 'utf8');
    for (const [, source] of text.matchAll(/lazyPart\(\s*'([^']+)'/g)) sources.push(source as string);
  }
  expect(sources.length).toBeGreaterThan(3);
  expect(sources.filter((source) => !existsSync(path.join(storefront, source)))).toEqual([]);
});

/**
 * A read's failure, placeholder and data go through the kit's `Loaded` (or a kit grid built on it),
 * in that order everywhere: a failed read is its `failed`, never an early `return <LoadFailed …>`
 * or a `error ? <LoadFailed …> : …` written by hand.
 */
it('shows a failed read through Loaded, never by returning early or branching by hand', async () => {
  const files = (await readdir(path.join(storefront, 'src'), { recursive: true })).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  const byHand: string[] = [];
  let throughLoaded = 0;
  for (const file of files) {
    const text = await readFile(path.join(storefront, 'src', file), 'utf8');
    const failedProps = /failed=\{[^}]*<LoadFailed[^}]*\}/g;
    throughLoaded += [...text.matchAll(failedProps)].length;
    const rest = text.replace(failedProps, '');
    if (/return\s+\(?\s*<LoadFailed|\?\s*\(?\s*<LoadFailed[^>]*\/>\s*\)?\s*:/.test(rest)) byHand.push(file);
  }
  expect(throughLoaded).toBeGreaterThan(10);
  expect(byHand).toEqual([]);
});
