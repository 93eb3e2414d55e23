import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildStorefront, storefrontDist } from '@rawex/storefront/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startRawex } from '../storefront/e2e/rawex-server.ts';

/** Issue 6's budget: JS for a first render, gzipped. */
const BUDGET_BYTES = 150 * 1024;

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
    files.map(async (file) => gzipSync(await readFile(path.join(storefrontDist, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundleReport(): Promise<string[]> {
  await buildStorefront();
  const manifest = JSON.parse(
    await readFile(path.join(storefrontDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const routes = { '/': 'src/routes/Home/Home.tsx', '/products': 'src/routes/Products/Products.tsx' };
  const lines = ['| route | first-render JS (gzip) | files | of the 150 KB budget |', '| --- | --- | --- | --- |'];
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
    const lines = ['| page (mobile preset) | performance | accessibility | LCP | TBT |', '| --- | --- | --- | --- | --- |'];
    for (const page of pages) {
      // One warm-up load, so the server's first compile of a query does not count against the page.
      await fetch(`${server.url}${page}`);
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result!.lhr;
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      lines.push(
        `| ${page} | ${score('performance')} | ${score('accessibility')} | ${audits['largest-contentful-paint']?.displayValue} | ${audits['total-blocking-time']?.displayValue} |`,
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
