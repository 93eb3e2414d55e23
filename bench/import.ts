import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createSession, SESSION_COOKIE } from '@rawex/api/sessions';
import { seedDatabase } from '@rawex/cli/seed';
import { sampleProducts, sampleUsers, type ProductFixture } from '@rawex/fixtures';
import { stringify } from 'csv-stringify';
import { catalogueRows, copyWithPsql, newVendor } from './bulk.ts';
import { withBenchApi } from './support.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RSS_ROWS = Number(process.env.BENCH_IMPORT_RSS_ROWS ?? 1_000_000);
const IMAGE = 'https://images.rawex.example/crate.jpg';
const cliFolder = path.resolve(import.meta.dirname, '../cli');
const run = promisify(execFile);

/** The synthetic catalogue as a vendor's spreadsheet export: one spec.<name> column per specification. */
async function writeCatalogueCsv(file: string, count: number): Promise<void> {
  const products = () => sampleProducts(sampleUsers().vendors, { count });
  const specNames = new Set<string>();
  for (const product of products())
    for (const name of Object.keys(product.specifications)) specNames.add(name);
  const specs = [...specNames];
  const columns = [
    'sku',
    'name',
    'description',
    'category',
    'price',
    'unit',
    'minimumOrder',
    'availableQuantity',
  ];
  const record = (product: ProductFixture) => [
    ...columns.map((column) =>
      column === 'category' ? product.categorySlug : product[column as keyof ProductFixture],
    ),
    IMAGE,
    ...specs.map((name) => product.specifications[name] ?? ''),
  ];
  await pipeline(
    (function* () {
      yield [...columns, 'images', ...specs.map((name) => `spec.${name}`)];
      for (const product of products()) yield record(product);
    })(),
    stringify(),
    createWriteStream(file),
  );
}

/**
 * The published rawex (its dist/ and the client's, as npm installs them) run as a vendor runs it; it reports its peak
 * resident memory as it exits.
 */
async function publishedRawex(folder: string): Promise<Rawex> {
  await run('npm', ['run', 'build', '--silent', '-w', '@rawex/client', '-w', '@rawex/cli'], {
    cwd: path.dirname(cliFolder),
  });
  const entry = path.join(folder, 'rawex.mjs');
  await writeFile(
    entry,
    `process.on('exit', () => process.stderr.write('maxRSS ' + process.resourceUsage().maxRSS + '\\n'));
const { run } = await import(${JSON.stringify(path.join(cliFolder, 'dist/main.js'))});
await run(process.argv);
`,
  );
  return async (args, env = {}) => {
    const started = performance.now();
    const child = spawn(process.execPath, [entry, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    const seconds = (performance.now() - started) / 1000;
    const maxRssMiB = Number(/maxRSS (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
    if (code !== 0) throw new Error(`rawex ${args.join(' ')} exited ${code}: ${stderr.slice(0, 500)}`);
    return { seconds, maxRssMiB, stdout };
  };
}

type Rawex = (args: string[], env?: NodeJS.ProcessEnv) => Promise<RawexRun>;

interface RawexRun {
  seconds: number;
  maxRssMiB: number;
  stdout: string;
}

/** The median wall time of a command over a few runs, in milliseconds. */
async function medianMs(times: number, command: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await command();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;
}

/** A vendor with a key for the CLI in a fresh database; the rows imported, as rawex reports them. */
async function importAsVendor(rawex: Rawex, file: string, configFolder: string, runs = 1) {
  return withBenchApi(async ({ db, storage, server }) => {
    await seedDatabase(db, storage, { products: 0 });
    const vendor = await newVendor(db);
    // The cap on a key's hourly limit raised for a large import, as an administrator would.
    await db.knex('apiKeyRateCaps').insert({ userId: vendor.id, cap: 1_000_000 });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.knex, vendor.id)).token}`;
    const response = await fetch(`${server.url}/api/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({
        name: 'bench',
        permissions: ['read:products', 'write:products', 'read:categories'],
        rateLimit: 100_000,
      }),
    });
    if (response.status !== 201) throw new Error(`the key was refused: ${await response.text()}`);
    const { key } = (await response.json()) as { key: string };
    const env = { RAWEX_API_URL: server.url, RAWEX_API_KEY: key, RAWEX_CONFIG_DIR: configFolder };
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const result = await rawex(['products', 'import', file, '--json'], env);
      results.push({ ...result, summary: JSON.parse(result.stdout) as ImportSummary });
    }
    // The baseline's rows: the same products, the category as its id in an identically seeded database.
    return { results, rows: await catalogueRows(db, IMAGE, ROWS) };
  });
}

interface ImportSummary {
  created: number;
  unchanged: number;
  rejected: number;
}

export async function benchImport(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-bench-import-'));
  try {
    const rawex = await publishedRawex(folder);
    const nodeAlone = await medianMs(9, () => run(process.execPath, ['-e', '0']));
    const help = await medianMs(9, () => rawex(['--help']));
    const checkoutHelp = await medianMs(5, () =>
      run(process.execPath, [path.join(cliFolder, 'bin/rawex.js'), '--help']),
    );

    const file = path.join(folder, 'catalogue.csv');
    await writeCatalogueCsv(file, ROWS);
    const { results, rows } = await importAsVendor(rawex, file, folder, 2);
    const [first, again] = results as [
      RawexRun & { summary: ImportSummary },
      RawexRun & { summary: ImportSummary },
    ];
    if (first.summary.created !== ROWS)
      throw new Error(`the import created ${first.summary.created} of ${ROWS} rows`);
    const copy = await copyWithPsql(rows);

    await writeCatalogueCsv(file, RSS_ROWS);
    const fileMiB = (await stat(file)).size / 2 ** 20;
    const [large] = (await importAsVendor(rawex, file, folder)).results as [
      RawexRun & { summary: ImportSummary },
    ];
    if (large.summary.created !== RSS_ROWS)
      throw new Error(`the import created ${large.summary.created} of ${RSS_ROWS} rows`);

    const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en-US');
    const count = (value: number) => value.toLocaleString('en-US');
    return [
      `rawex products import, the published build over HTTP (PostgreSQL, same session):`,
      `  ${count(ROWS)} rows, CSV        ${first.seconds.toFixed(1)} s  ${rate(ROWS, first.seconds)} rows/s  (peak RSS ${first.maxRssMiB.toFixed(0)} MiB)`,
      `  the same file again           ${again.seconds.toFixed(1)} s  ${count(again.summary.unchanged)} unchanged`,
      `  psql \\copy (baseline)         ${copy.toFixed(1)} s  ${rate(ROWS, copy)} rows/s`,
      `  ratio                         ${(copy / first.seconds).toFixed(2)} of \\copy's throughput`,
      `  ${count(RSS_ROWS)} rows (${fileMiB.toFixed(0)} MiB)  ${large.seconds.toFixed(1)} s  peak RSS ${large.maxRssMiB.toFixed(0)} MiB`,
      `rawex --help: ${help.toFixed(0)} ms published (node -e 0 alone: ${nodeAlone.toFixed(0)} ms); ${checkoutHelp.toFixed(0)} ms from a checkout (tsx)`,
    ].join('\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
