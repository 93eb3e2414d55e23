import {
  buildStorefront,
  FIRST_SCRIPT_BUDGETS,
  firstScript,
  readBuildManifest,
} from '@rawex/storefront/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startRawex } from '../storefront/e2e/rawex-server.ts';
import { load, type LoadResult } from './load.ts';

/** Issue 6's budget for a console's first render: KB of JS, gzipped. */
const CONSOLE_BUDGET_KILOBYTES = 150;
/** Lighthouse's scores wander from run to run; its authors advise the median of several. */
const RUNS = 5;
/** Requests timed per figure of the server-rendering table. */
const SERVER_SAMPLES = 30;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A route's screen, and its budget for the script before the first render (KB gzipped). */
interface BudgetedRoute {
  source: string;
  /** The lazy parts the page shows, loaded before it hydrates. */
  parts?: readonly string[];
  kilobytes: number;
}

/** The catalogue's pages and their budgets (the build's test holds them too). */
const STOREFRONT_ROUTES: Record<string, BudgetedRoute> = FIRST_SCRIPT_BUDGETS;

/** The consoles, each its own chunk: the nine sample-data ones (issue 13), blockchain, API management, Market Trends. */
const CONSOLE_SOURCES = {
  '/hedging': 'src/routes/Hedging/Hedging.tsx',
  '/escrow': 'src/routes/Escrow/Escrow.tsx',
  '/barter': 'src/routes/Barter/Barter.tsx',
  '/crypto': 'src/routes/Crypto/Crypto.tsx',
  '/auction': 'src/routes/Auctions/Auctions.tsx',
  '/omnichannel': 'src/routes/Omnichannel/Omnichannel.tsx',
  '/multichannel': 'src/routes/Multichannel/Multichannel.tsx',
  '/whatsapp': 'src/routes/WhatsApp/WhatsApp.tsx',
  '/telegram': 'src/routes/Telegram/Telegram.tsx',
  '/blockchain': 'src/routes/Blockchain/Blockchain.tsx',
  '/api': 'src/routes/ApiConsole/ApiConsole.tsx',
  '/analytics': 'src/routes/MarketTrends/MarketTrends.tsx',
};

async function bundleReport(routes: Record<string, BudgetedRoute>): Promise<string[]> {
  await buildStorefront();
  const manifest = await readBuildManifest();
  const lines = ['| route | first-render JS (gzip) | files | of its budget |', '| --- | --- | --- | --- |'];
  for (const [route, { source, parts, kilobytes: budget }] of Object.entries(routes)) {
    // What a browser must fetch before the route first renders: the entry, the route's chunk, the
    // lazy parts it shows, their imports.
    const { files, bytes } = await firstScript(manifest, source, parts);
    lines.push(
      `| ${route} | ${kilobytes(bytes)} | ${files.length} | ${(bytes / (budget * 1024)).toFixed(2)} of ${budget} KB |`,
    );
  }
  return lines;
}

async function medianMilliseconds(url: string, times = SERVER_SAMPLES): Promise<number> {
  const durations: number[] = [];
  for (let sample = 0; sample < times; sample += 1) {
    const started = performance.now();
    await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer();
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

/** What rendering a page on the server costs: its HTML against the API answers it is made from. */
async function serverRenderReport(url: string, pages: string[]): Promise<string[]> {
  const lines = [
    `| page (median of ${SERVER_SAMPLES}) | HTML rendered on the server | its API calls, one after another | ratio |`,
    '| --- | --- | --- | --- |',
  ];
  for (const page of pages) {
    const keys = await bootKeys(`${url}${page}`);
    // An infinite list's key names its first page's address after the marker.
    const calls = [...new Set(keys.map((key) => key.replace(/^\$inf\$/, '')))];
    const html = await medianMilliseconds(`${url}${page}`);
    let api = 0;
    for (const call of calls) api += await medianMilliseconds(`${url}${call}`);
    lines.push(
      `| ${page} | ${html.toFixed(1)} ms | ${api.toFixed(1)} ms (${calls.length}) | ${(html / api).toFixed(1)} |`,
    );
  }
  return lines;
}

/** A JSON write as the storefront sends it. */
async function send(url: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** The session cookie of a new buyer with a line in the cart, the user who works all day in the product. */
async function signInCookie(url: string): Promise<string> {
  const joined = await send(url, '/api/auth/register', {
    email: `bench-${Date.now()}@example.com`,
    password: 'bench buyer password',
    firstName: 'Bench',
    lastName: 'Buyer',
  });
  const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const [product] = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
    id: number;
    minimumOrder: number;
  }[];
  await send(url, '/api/cart', { productId: product?.id, quantity: product?.minimumOrder }, cookie);
  return cookie;
}

/** Issue 18's load: connections and seconds per address. */
const LOAD = { connections: 16, seconds: Number(process.env.BENCH_SECONDS ?? 5) };
/** Turns of each page and its call under load. */
const ROUNDS = 3;

/** The API's answers a page was rendered from, by their SWR keys (an infinite list's marked `$inf$`). */
async function bootKeys(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  const boot = (await response.text()).match(
    /<script type="application\/json" id="rawex-boot">(.*?)<\/script>/,
  );
  return Object.keys((JSON.parse(boot?.[1] ?? '{}') as { data?: object }).data ?? {});
}

/** The API call a page shows: a product's own, else its list of products, else its first. */
async function shownCall(url: string): Promise<string> {
  const keys = (await bootKeys(url)).map((key) => key.replace(/^\$inf\$/, ''));
  const call =
    keys.find((key) => /^\/api\/products\/\d+$/.test(key)) ??
    keys.find((key) => key.startsWith('/api/products?')) ??
    keys[0];
  if (!call) throw new Error(`${url} was rendered from no API call`);
  return call;
}

/**
 * Pages rendered on the server under load against the API call each shows, one server, the same
 * load (autocannon in its own process): signed out, and signed in (a buyer with a cart line).
 */
async function serverLoadReport(url: string, cookie: string): Promise<string[]> {
  const lines = [
    `| under load (${LOAD.connections} connections, median of ${ROUNDS} × ${LOAD.seconds} s) | page | the API call it shows | ratio |`,
    '| --- | --- | --- | --- |',
  ];
  const format = (result: LoadResult) =>
    `${Math.round(result.requestsPerSecond)}/s, p99 ${result.p99Ms} ms${result.errors + result.non2xx ? ` (${result.errors + result.non2xx} failed!)` : ''}`;
  const [product] = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
    id: number;
    vendorId: string;
  }[];
  const [category] = (await (await fetch(`${url}/api/categories`)).json()) as { slug: string }[];
  const signedIn = { cookie };
  // What every browser sends: the page and the call it shows then both go out compressed.
  const compressed = { 'accept-encoding': 'br, gzip' };
  const cases: [page: string, headers: Record<string, string>][] = [
    ['/products', {}],
    ['/products', compressed],
    ['/products', signedIn],
    ['/products', { ...signedIn, ...compressed }],
    ['/products?search=coffee', {}],
    [`/category/${category?.slug}`, signedIn],
    [`/vendors/${product?.vendorId}`, signedIn],
    [`/products/${product?.id}`, {}],
    [`/products/${product?.id}`, signedIn],
  ];
  // This machine's figures wander by a quarter from one run to the next: each page and its call
  // are measured in turns, ROUNDS times, and their medians compared.
  const median = (results: LoadResult[]) =>
    [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
  for (const [page, headers] of cases) {
    const address = `${url}${page}`;
    const call = await shownCall(address);
    await load(address, { ...LOAD, seconds: 2, headers: { accept: 'text/html', ...headers } });
    const pages: LoadResult[] = [];
    const calls: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      pages.push(await load(address, { ...LOAD, headers: { accept: 'text/html', ...headers } }));
      calls.push(await load(`${url}${call}`, { ...LOAD, headers }));
    }
    const [rendered, api] = [median(pages), median(calls)];
    lines.push(
      `| ${page}${headers.cookie ? ' (signed in)' : ''}${headers['accept-encoding'] ? ' (compressed, as browsers ask)' : ''} | ${format(rendered)} | \`${call}\`: ${format(api)} | ${(rendered.requestsPerSecond / api.requestsPerSecond).toFixed(2)} |`,
    );
  }
  return lines;
}

/** One Lighthouse run; one that fails to record its trace (it happens) is run again, twice at most. */
async function measure(address: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(address, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { lhr } = result!;
  if (!lhr.runtimeError) return lhr;
  if (attempt < 3) return measure(address, port, attempt + 1);
  throw new Error(`Lighthouse could not measure ${address}: ${lhr.runtimeError.message}`);
}

async function lighthouseReport(url: string, pages: string[]): Promise<string[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
  });
  try {
    const lines = [
      `| page (mobile preset, median of ${RUNS}) | performance | accessibility | FCP | LCP | TBT |`,
      '| --- | --- | --- | --- | --- | --- |',
    ];
    for (const page of pages) {
      const runs: Result[] = [];
      // One run more, not counted: the first load compiles the server's queries and resizes the pictures.
      for (let run = -1; run < RUNS; run += 1) {
        const lhr = await measure(`${url}${page}`, chrome.port);
        if (run >= 0) runs.push(lhr);
      }
      const score = (lhr: Result, name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
      const median = runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
        Math.floor(RUNS / 2)
      ]!;
      const shown = (audit: string) => median.audits[audit]?.displayValue ?? '?';
      lines.push(
        `| ${page} | ${score(median, 'performance')} | ${score(median, 'accessibility')} | ${shown('first-contentful-paint')} | ${shown('largest-contentful-paint')} | ${shown('total-blocking-time')} |`,
      );
    }
    return lines;
  } finally {
    chrome.kill();
  }
}

/**
 * The storefront's speed: JS needed for the first render of the catalogue's pages against their
 * budgets, what rendering those pages on the server costs, and Lighthouse's mobile scores on /,
 * /products and a product page served by `rawex start`.
 */
export async function benchStorefront(): Promise<string> {
  const bundle = await bundleReport(STOREFRONT_ROUTES);
  const server = await startRawex();
  try {
    const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { id: number }[];
    const pages = ['/', '/products', `/products/${product?.id}`];
    const rendering = await serverRenderReport(server.url, pages);
    const underLoad = await serverLoadReport(server.url, await signInCookie(server.url));
    const scores = await lighthouseReport(server.url, pages);
    return ['## storefront', '', ...bundle, '', ...rendering, '', ...underLoad, '', ...scores].join('\n');
  } finally {
    await server.stop();
  }
}

/** The server-rendering load figures of `npm run bench storefront` alone: `npm run bench pages`. */
export async function benchPagesUnderLoad(): Promise<string> {
  const server = await startRawex();
  try {
    return [
      '## pages under load',
      '',
      ...(await serverLoadReport(server.url, await signInCookie(server.url))),
    ].join('\n');
  } finally {
    await server.stop();
  }
}

/**
 * Lighthouse's mobile scores on the pages issue 40 names (home, the catalogue, a product, the
 * suppliers), served by `rawex start`: `npm run bench lighthouse`.
 */
export async function benchLighthouse(): Promise<string> {
  const server = await startRawex();
  try {
    const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { id: number }[];
    const pages = ['/', '/products', `/products/${product?.id}`, '/vendors'];
    return ['## lighthouse', '', ...(await lighthouseReport(server.url, pages))].join('\n');
  } finally {
    await server.stop();
  }
}

/**
 * The sample-data consoles: each console route's first-render JS against the 150 KB budget, beside
 * / and /products (which must not grow), and Lighthouse's mobile accessibility on /auction and
 * /whatsapp served by `rawex start`.
 */
export async function benchConsoles(): Promise<string> {
  const { '/': home, '/products': products } = STOREFRONT_ROUTES;
  const consoles = Object.fromEntries(
    Object.entries(CONSOLE_SOURCES).map(([route, source]) => [
      route,
      { source, kilobytes: CONSOLE_BUDGET_KILOBYTES },
    ]),
  );
  const bundle = await bundleReport({ '/': home!, '/products': products!, ...consoles });
  const server = await startRawex();
  try {
    const scores = await lighthouseReport(server.url, ['/auction', '/whatsapp']);
    return ['## consoles', '', ...bundle, '', ...scores].join('\n');
  } finally {
    await server.stop();
  }
}
