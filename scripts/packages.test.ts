import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signUp, startTestApi, type SignedIn, type TestApi } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The published packages as a third party gets them: `npm pack` of the kit, the client and the
 * CLI (each builds in prepack), installed from the tarballs into an empty project outside the
 * repository, then used from there.
 */
const run = promisify(execFile);
const repository = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['@rawex/ui-kit', '@rawex/client', '@rawex/cli'];
const versionOf = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;

/** npm and the builds it starts, without the test runner's environment (NODE_ENV=test …). */
const plainEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|NODE_OPTIONS$)/.test(name)),
);

describe('the packages, packed and installed in an empty project', () => {
  let workspace: string;
  let project: string;
  let api: TestApi;
  let vendor: SignedIn;
  let key: string;

  const inProject = (file: string, args: string[] = [], env: Record<string, string> = {}) =>
    run(process.execPath, [file, ...args], { cwd: project, env: { ...plainEnvironment, ...env } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const rawex = (args: string[]) =>
    inProject(path.join(project, 'node_modules/@rawex/cli/bin/rawex.js'), args, {
      RAWEX_API_URL: api.url,
      RAWEX_API_KEY: key,
      RAWEX_CONFIG_DIR: project,
    });

  beforeAll(async () => {
    workspace = await mkdtemp(path.join(tmpdir(), 'rawex-packages-'));
    const tarballs = path.join(workspace, 'tarballs');
    project = path.join(workspace, 'project');
    await mkdir(tarballs);
    await mkdir(project);
    await run('npm', ['pack', '--pack-destination', tarballs, ...PACKAGES.flatMap((name) => ['-w', name])], {
      cwd: repository,
      env: plainEnvironment,
    });
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'a-third-party', private: true, type: 'module' }),
    );
    const packed = (await readdir(tarballs)).map((file) => path.join(tarballs, file));
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...packed,
        ...['react', 'react-dom', '@types/react', 'typescript'].map((name) => `${name}@${versionOf(name)}`),
      ],
      { cwd: project, env: plainEnvironment },
    );

    api = await startTestApi();
    vendor = await signUp(api, 'vendor');
    await api.db.knex('categories').insert({ name: 'Coffee', slug: 'coffee' });
    const created = await vendor.client.post<{ key: string }>('/api/keys', {
      name: 'a vendor’s machine',
      permissions: ['read:products', 'write:products', 'read:categories'],
    });
    key = created.body.key;
  }, 600_000);

  afterAll(async () => {
    await api?.close();
    await rm(workspace, { recursive: true, force: true });
  });

  it('installs three tarballs and nothing of the repository', async () => {
    expect((await readdir(path.join(project, 'node_modules/@rawex'))).sort()).toEqual([
      'cli',
      'client',
      'ui-kit',
    ]);
    const cli = JSON.parse(
      await readFile(path.join(project, 'node_modules/@rawex/cli/package.json'), 'utf8'),
    );
    expect(Object.keys(cli.dependencies)).not.toContain('tsx');
  });

  it('renders the kit’s ProductCard on the server, styled by the kit’s stylesheet', async () => {
    await writeFile(
      path.join(project, 'card.mjs'),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ProductCard } from '@rawex/ui-kit';
const product = { id: 7, name: 'Washed arabica', price: '4.20', currency: 'EUR', unit: 'kg', minimumOrder: 100, images: [],
  vendor: { companyName: 'Kiambu Growers', location: 'Kenya', isVerified: true } };
process.stdout.write(renderToString(createElement(ProductCard, { product })));
`,
    );
    const { code, stdout, stderr } = await inProject('card.mjs');
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Washed arabica');
    expect(stdout).toContain('€4.20');
    expect(stdout).toContain('Kenya');
    const cardClass = /<article class="([^" ]+)/.exec(stdout)?.[1];
    const stylesheet = await readFile(
      path.join(project, 'node_modules/@rawex/ui-kit/dist/style.css'),
      'utf8',
    );
    expect(cardClass).toBeDefined();
    expect(stylesheet).toContain(`.${cardClass}`);
  });

  it('imports the kit’s button, prices and theme in a fresh Node process, its stylesheet holding their classes', async () => {
    await writeFile(
      path.join(project, 'kit.mjs'),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, formatPrice, lightTheme } from '@rawex/ui-kit';
process.stdout.write(JSON.stringify({
  html: renderToString(createElement(Button, null, 'Add to Cart')),
  price: formatPrice('1234.5', 'USD'),
  theme: lightTheme,
}));
`,
    );
    const { code, stdout, stderr } = await inProject('kit.mjs');
    expect(code, stderr).toBe(0);
    const { html, price, theme } = JSON.parse(stdout) as { html: string; price: string; theme: string };
    expect(html).toMatch(/^<button type="button" class="[^"]+">Add to Cart<\/button>$/);
    expect(price).toBe('$1,234.50');
    const stylesheet = await readFile(
      path.join(project, 'node_modules/@rawex/ui-kit/dist/style.css'),
      'utf8',
    );
    expect(stylesheet).toContain(`.${theme}`);
    expect(stylesheet).toContain(`.${/class="([^" ]+)/.exec(html)?.[1]}`);
    // The reset (body font, box sizing) ships with the themes.
    expect(stylesheet).toMatch(/body\s*\{[^}]*font-family/);
  });

  it('ships the kit’s type declarations for its entry', async () => {
    const types = await readFile(path.join(project, 'node_modules/@rawex/ui-kit/dist/index.d.ts'), 'utf8');
    expect(types).toContain('Button');
  });

  it('checks a product file with the installed rawex, which names what is wrong', async () => {
    const help = await rawex(['--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('products');
    const version = await rawex(['--version']);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(
      (
        JSON.parse(await readFile(path.join(project, 'node_modules/@rawex/cli/package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
    );
    await writeFile(
      path.join(project, 'products.csv'),
      [
        'sku,name,description,category,price,unit,minimumOrder,availableQuantity,images',
        'K-1,Washed arabica,Kenyan AA.,coffee,4.20,kg,100,5000,https://example.com/a.jpg',
        'K-2,Natural arabica,Sun-dried.,coffee,"1,200.50",kg,100,5000,https://example.com/b.jpg',
      ].join('\n'),
    );
    const checked = await rawex(['products', 'import', 'products.csv', '--dry-run']);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain(
      'Checked 2 rows of products.csv: 1 valid, 1 rejected (dry run: nothing sent).',
    );
    expect(checked.stdout).toMatch(/line 3 \(K-2\), price: /);
  });

  it('says plainly that the admin commands need a RawEx checkout', async () => {
    const started = await rawex(['db', 'migrate']);
    expect(started.code).toBe(2);
    expect(started.stderr).toContain('run it from a RawEx checkout');
  });

  it('imports with the installed rawex, and lists the products with the installed client', async () => {
    await writeFile(
      path.join(project, 'catalogue.csv'),
      [
        'sku,name,description,category,price,unit,minimumOrder,availableQuantity,images',
        ...['Washed arabica', 'Natural arabica', 'Robusta'].map(
          (name, index) =>
            `C-${index},${name},From Kiambu.,coffee,4.20,kg,100,5000,https://example.com/${index}.jpg`,
        ),
      ].join('\n'),
    );
    const imported = await rawex(['products', 'import', 'catalogue.csv']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('3 created');

    await writeFile(
      path.join(project, 'list.mjs'),
      `import { createRawexClient, pages } from '@rawex/client';
const client = createRawexClient({ baseUrl: process.argv[2] });
const names = [];
const list = (query) => client.GET('/api/products', { params: { query: { sort: 'name', ...query, limit: 2 } } });
for await (const page of pages(list)) names.push(...page.items.map((product) => product.name));
process.stdout.write(JSON.stringify(names));
`,
    );
    const listed = await inProject('list.mjs', [api.url]);
    expect(listed.code, listed.stderr).toBe(0);
    const stored = await api.db
      .knex('products')
      .where({ vendorId: vendor.user.id })
      .orderBy('name')
      .pluck('name');
    expect(JSON.parse(listed.stdout)).toEqual(stored);
    expect(stored).toHaveLength(3);
  });

  it('types a TypeScript caller of the client and the kit from the installed declarations', async () => {
    await writeFile(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          target: 'es2023',
          lib: ['es2023', 'dom'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        files: ['caller.tsx'],
      }),
    );
    await writeFile(
      path.join(project, 'caller.tsx'),
      `import { createRawexClient, RawexApiError, type Schemas } from '@rawex/client';
import { ProductCard } from '@rawex/ui-kit';

const client = createRawexClient({ baseUrl: 'https://rawex.example', apiKey: 'rx_live_x' });
const { data } = await client.GET('/api/products/{id}', { params: { path: { id: 1 } } });
const product: Schemas['Product'] | undefined = data;
export const price: string | undefined = product?.price;
// @ts-expect-error: no such path in the API
await client.GET('/api/no-such-path');
// @ts-expect-error: a key needs a name
await client.POST('/api/keys', { body: { permissions: ['read:products'] } });
export const failed = (error: unknown) => error instanceof RawexApiError && error.code === 'not_found';
export const card = product ? <ProductCard product={product} /> : null;
`,
    );
    const checked = await inProject(path.join(project, 'node_modules/typescript/bin/tsc'), ['-p', '.']);
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.code).toBe(0);
  });
});
