import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildStorefront, storefrontClientDist } from '@rawex/storefront/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startRawex } from '../storefront/e2e/rawex-server.ts';

/** Issue 6's budget: JS for a first render, gzipped. */
const BUDGET_BYTES = 150 * 1024;
/** Lighthouse's scores wander from run to run; its authors advise the median of several. */
const RUNS = 3;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a browser must fetch before a route first renders: the entry, the route's chunk, their static imports. */
function firstRenderFiles(manifest: Manifest, route: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(route);
  return [...files];
}

async function gzippedSize(files: string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(
      async (file) => gzipSync(await readFile(path.join(storefrontClientDist, file)), { level: 9 }).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundleReport(): Promise<string[]> {
  await buildStorefront();
  const manifest = JSON.parse(
    await readFile(path.join(storefrontClientDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const routes = {
    '/': 'src/routes/Home/Home.tsx',
    '/products': 'src/routes/Products/Products.tsx',
    '/products/{id}': 'src/routes/ProductDetail/ProductDetail.tsx',
  };
  const lines = [
    '| route | first-render JS (gzip) | files | of the 150 KB budget |',
    '| --- | --- | --- | --- |',
  ];
  for (const [route, source] of Object.entries(routes)) {
    const files = firstRenderFiles(manifest, source);
    const bytes = await gzippedSize(files);
    lines.push(`| ${route} | ${kilobytes(bytes)} | ${files.length} | ${(bytes / BUDGET_BYTES).toFixed(2)} |`);
  }
  return lines;
}

async function lighthouseReport(): Promise<string[]> {
  const server = await startRawex();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
  });
  try {
    const product = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { id: number }[];
    const pages = ['/', '/products', `/products/${product[0]?.id}`];
    const lines = [
      `| page (mobile preset, median of ${RUNS}) | performance | accessibility | FCP | LCP | TBT |`,
      '| --- | --- | --- | --- | --- | --- |',
    ];
    for (const page of pages) {
      // One warm-up load, so the server's first compile of a query does not count against the page.
      await fetch(`${server.url}${page}`);
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        runs.push(result!.lhr);
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
    await server.stop();
  }
}

/**
 * The storefront's speed: JS needed for the first render of / and /products against the 150 KB
 * budget, and Lighthouse's mobile scores on /, /products and a product page served by `rawex start`.
 */
export async function benchStorefront(): Promise<string> {
  const bundle = await bundleReport();
  const scores = await lighthouseReport();
  return ['## storefront', '', ...bundle, '', ...scores].join('\n');
}
