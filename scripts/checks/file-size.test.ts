import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the project's own sources are; tests, stories, migrations and generated files aside. */
const SOURCES = ['api/src', 'api/client/src', 'storefront/src', 'ui-kit/src', 'cli/src', 'fixtures/src'];
const NOT_SOURCE = /\.(test|stories)\.tsx?$|\/migrations\/|^api\/client\/src\/schema\.ts$/;

/** Files over this many lines are counted against the budget below, which only goes down. */
const LONG = 300;
const LONG_BUDGET = 29;

/** No file is longer than this but data written out as data: the fixtures' commodities and samples. */
const TOO_LONG = 500;
const DATA = ['fixtures/src/commodities.ts', 'fixtures/src/samples/trading.ts'];

async function lineCounts(): Promise<[file: string, lines: number][]> {
  const files = (
    await Promise.all(
      SOURCES.map(async (folder) =>
        (await readdir(path.join(ROOT, folder), { recursive: true }))
          .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
          .filter((file) => /\.tsx?$/.test(file) && !NOT_SOURCE.test(file)),
      ),
    )
  ).flat();
  return Promise.all(
    files.map(async (file): Promise<[string, number]> => {
      const text = await readFile(path.join(ROOT, file), 'utf8');
      return [file, text.split('\n').length - (text.endsWith('\n') ? 1 : 0)];
    }),
  );
}

it(`keeps source files short: none over ${TOO_LONG} lines but data, those over ${LONG} held to a budget`, async () => {
  const counts = await lineCounts();
  const long = counts.filter(([, lines]) => lines > LONG).sort(([, a], [, b]) => b - a);
  console.log(
    `Source files over ${LONG} lines (${long.length}, budget ${LONG_BUDGET}):\n` +
      long.map(([file, lines]) => `  ${String(lines).padStart(4)}  ${file}`).join('\n'),
  );
  expect(
    long.filter(([file, lines]) => lines > TOO_LONG && !DATA.includes(file)).map(([file]) => file),
    `split these by subject`,
  ).toEqual([]);
  // Over the budget fails, and so does under it until the budget is lowered: it only goes down.
  expect(long.length, `files over ${LONG} lines: set LONG_BUDGET to ${long.length}`).toBe(LONG_BUDGET);
});
