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
