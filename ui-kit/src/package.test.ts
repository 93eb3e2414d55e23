// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'ui-kit/dist');

describe('the published package', () => {
  beforeAll(async () => {
    await run('npm', ['run', 'build', '-w', 'ui-kit'], { cwd: root });
  }, 120_000);

  it('imports from its build in a fresh Node process and renders', async () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { Button, formatPrice, lightTheme } from '@rawex/ui-kit';
      process.stdout.write(JSON.stringify({
        html: renderToString(createElement(Button, null, 'Add to Cart')),
        price: formatPrice('1234.5'),
        theme: lightTheme,
      }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    const { html, price, theme } = JSON.parse(stdout) as { html: string; price: string; theme: string };
    expect(html).toMatch(/^<button type="button" class="[^"]+">Add to Cart<\/button>$/);
    expect(price).toBe('$1,234.50');
    const css = await readFile(path.join(dist, 'style.css'), 'utf8');
    expect(css).toContain(`.${theme}`);
    const buttonClass = /class="([^" ]+)/.exec(html)?.[1];
    expect(css).toContain(`.${buttonClass}`);
    // The reset (body font, box sizing) ships with the themes.
    expect(css).toMatch(/body\s*\{[^}]*font-family/);
  });

  it('ships type declarations for its entry', async () => {
    const types = await readFile(path.join(dist, 'index.d.ts'), 'utf8');
    expect(types).toContain('Button');
  });
});
