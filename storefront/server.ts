/**
 * The storefront as the server sees it (Node, not the browser): where its build lives, how to
 * make that build, how its pages are rendered on the server, and a vite dev server for hot
 * reload. `rawex start` serves it beside the API.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import escapeHtml from 'escape-html';
import type { Manifest, ViteDevServer } from 'vite';
import {
  BOOT_DATA_ID,
  type PageRequest,
  type RenderedPage,
  type ServerEntry,
} from './src/server-rendering/render-contract.ts';
import { EARLY_CLICKS_SCRIPT } from './src/server-rendering/early-clicks-script.ts';
import {
  keepPages,
  type KeptPagesOptions,
  type Page,
  type PageRenderer,
} from './src/server-rendering/kept-pages.ts';

const root = import.meta.dirname;
const configFile = join(root, 'vite.config.ts');
/** What the build is made from: the app, the kit and the API's contracts and client it takes in, and how it is built. */
const sourceFolders = ['src', 'public', '../ui-kit/src', '../api/src', '../api/client/src'].map((folder) =>
  join(root, folder),
);
const sourceFiles = [join(root, 'index.html'), configFile];

/** The production build: the browser's files, and the server's renderer. */
const storefrontDist = join(root, 'dist');
/** What the browser is sent as it is: index.html and the hashed assets. */
export const storefrontClientDist = join(storefrontDist, 'client');
const serverEntry = join(storefrontDist, 'server', 'entry-server.js');

async function newestChange(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/** True when there is a build and no source has changed since it was made. */
export async function isStorefrontBuildCurrent(): Promise<boolean> {
  const index = join(storefrontClientDist, 'index.html');
  if (!existsSync(index) || !existsSync(serverEntry)) return false;
  const built = (await stat(index)).mtimeMs;
  const changes = await Promise.all([
    ...sourceFolders.map(newestChange),
    ...sourceFiles.map(async (file) => (await stat(file)).mtimeMs),
  ]);
  return Math.max(...changes) <= built;
}

/**
 * Vite and its React plugin build for production only when NODE_ENV says so or is unset; a
 * server started by a test runner (NODE_ENV=test) would otherwise ship React's development build.
 */
async function buildForProduction(build: () => Promise<unknown>): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/**
 * Builds into a fresh folder and swaps it in whole, so a server never serves half a build and two
 * builds at once (two servers starting) cannot mix their files.
 */
export async function buildStorefront(): Promise<void> {
  const { build } = await import('vite');
  const staging = join(root, `.dist-${randomUUID()}`);
  try {
    await buildForProduction(async () => {
      await build({ configFile, logLevel: 'warn', build: { outDir: join(staging, 'client') } });
      await build({
        configFile,
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: join(staging, 'server') },
      });
    });
    const previous = join(root, `.dist-old-${randomUUID()}`);
    await rename(storefrontDist, previous).catch(() => undefined);
    await rename(staging, storefrontDist).catch(async (error: NodeJS.ErrnoException) => {
      // Another build swapped its own in first: keep that one.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Vite in middleware mode: modules compiled on request, edits pushed to the page (hot reload). */
/**
 * Vite's dev server for the storefront. It serves files by path (`/@fs/…`) from the workspace:
 * `deniedFolders` (the data folder: the database's files, uploads, emails) are refused besides
 * vite's own denials.
 */
export async function createStorefrontDevServer(deniedFolders: string[] = []): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    configFile,
    appType: 'custom',
    server: {
      middlewareMode: true,
      fs: {
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem}',
          '**/.git/**',
          ...deniedFolders.map((folder) => `${folder}/**`),
        ],
      },
    },
  });
}

export type { Page, PageRenderer };

export interface RendererOptions {
  /** Told of what failed to render on the server (the browser renders it again). */
  onError?: (error: unknown) => void;
  /** The API's catalogue reads (`CATALOGUE_READS` of `@rawex/api`): pages made of them alone may be kept. */
  catalogueReads?: readonly string[];
  /**
   * Keeps the pages and screens that show the catalogue alone, and serves them again (a signed-in
   * visitor's in a frame of their own) while `version()`, the catalogue's change counter, answers the same.
   */
  keptPages?: KeptPagesOptions;
}

/**
 * The inline scripts a page carries (the one that keeps clicks made before the app runs), as
 * Content-Security-Policy sources: the site's policy runs no inline script but these.
 */
export const STOREFRONT_INLINE_SCRIPTS = [EARLY_CLICKS_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** The browser build's manifest: each source (and `index.html`) to its chunk. */
export async function readBuildManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(join(storefrontClientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * What each catalogue page may make a phone fetch and run before it first renders and hydrates:
 * its script (the entry, the page's chunk, the lazy parts the page shows, which load before it
 * hydrates, and their static imports), gzipped. The build's test holds every page to it and
 * `npm run bench storefront` prints it.
 */
export const FIRST_SCRIPT_BUDGETS: Record<
  string,
  { source: string; parts?: readonly string[]; kilobytes: number }
> = {
  '/': { source: 'src/routes/Home/Home.tsx', kilobytes: 150 },
  '/products': { source: 'src/routes/Products/Products.tsx', kilobytes: 150 },
  '/products/{id}': {
    source: 'src/routes/ProductDetail/ProductDetail.tsx',
    parts: ['src/routes/ProductDetail/VendorReviews.tsx'],
    kilobytes: 165,
  },
  '/vendors': { source: 'src/routes/Vendors/Vendors.tsx', kilobytes: 155 },
};

/**
 * The script a browser fetches before a screen's source first renders, with the lazy parts it
 * shows, and its bytes gzipped.
 */
export async function firstScript(
  manifest: Manifest,
  source: string,
  parts: readonly string[] = [],
): Promise<{ files: string[]; bytes: number }> {
  const files = chunkFiles(manifest, ['index.html', source, ...parts]);
  const sizes = await Promise.all(
    files.map(
      async (file) => gzipSync(await readFile(join(storefrontClientDist, file)), { level: 9 }).length,
    ),
  );
  return { files, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** The files a browser must fetch to run these sources' chunks: each chunk and its static imports, once. */
export function chunkFiles(manifest: Manifest, sources: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/**
 * index.html with the rendered page in its root, its data beside it, its title and theme set,
 * and its screen's code asked for with the app's. The template is cut and encoded once where a
 * page's parts go; a page is then its pieces' bytes one after another, with no pass over its HTML.
 */
interface Template {
  text: string;
  fill(page: RenderedPage, preloads: string[]): Buffer;
}

function compileTemplate(template: string): Template {
  const defaultTitle = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? '';
  const slot = (index: number) => `\uE000${index}\uE000`;
  const pieces = template
    .replace('<meta charset="UTF-8" />', (charset) => `${charset}<script>${EARLY_CLICKS_SCRIPT}</script>`)
    .replace('</head>', () => `${slot(0)}</head>`)
    .replace('<html lang="en">', () => `<html lang="en" style="color-scheme: ${slot(1)}">`)
    .replace('<body>', () => `<body class="${slot(2)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${slot(3)}</title>`)
    .replace(/<div id="root">[\s\S]*?<!--\/app-html-->\s*<\/div>/, () => `<div id="root">${slot(4)}</div>`)
    .replace(
      '<!--app-data-->',
      () => `<script type="application/json" id="${BOOT_DATA_ID}">${slot(5)}</script>`,
    )
    .split(/\uE000(\d)\uE000/)
    // Even pieces are the template's text, odd ones the number of the part that goes there
    // (it was put between two private-use characters, which no template holds).
    .map((piece, index) => (index % 2 === 0 ? Buffer.from(piece) : Number(piece)));
  const fill = (page: RenderedPage, preloads: string[]) => {
    const values = [
      preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
      page.colorScheme,
      escapeHtml(page.bodyClass),
      page.title ? escapeHtml(page.title) : defaultTitle,
      page.html,
      page.bootJson,
    ];
    return Buffer.concat(
      pieces.map((piece) => (typeof piece === 'number' ? Buffer.from(values[piece] ?? '') : piece)),
    );
  };
  return { text: template, fill };
}

/**
 * A page rendered on the server into `template`. Should rendering fail, the page goes out as the
 * bare template and the browser renders it alone, as it would without a server renderer.
 */
async function renderInto(
  template: Template,
  loadEntry: () => Promise<ServerEntry>,
  /** The files to preload for the lazy parts shown, beyond those the template already loads. */
  preloadsOf: (parts: string[]) => string[],
  request: PageRequest,
  { onError, catalogueReads }: RendererOptions,
): Promise<Page> {
  try {
    const page = await (await loadEntry()).renderPage({ ...request, onError, catalogueReads });
    const html = template.fill(page, preloadsOf(page.parts ?? []));
    const { status, location, catalogueOnly, forEveryone, viewedProducts } = page;
    return { status, html, location, catalogueOnly, forEveryone, viewedProducts };
  } catch (error) {
    onError?.(error);
    return { status: 200, html: template.text };
  }
}

/** The built storefront's pages, rendered on the server. */
export async function storefrontPages(options: RendererOptions = {}): Promise<PageRenderer> {
  const template = compileTemplate(await readFile(join(storefrontClientDist, 'index.html'), 'utf8'));
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const manifest = await readBuildManifest();
  const withTheApp = new Set(chunkFiles(manifest, ['index.html']));
  const preloadsOf = (parts: string[]) => {
    for (const part of parts)
      if (!manifest[part]) options.onError?.(new Error(`The build has no chunk for ${part}.`));
    return chunkFiles(manifest, parts).filter((file) => !withTheApp.has(file));
  };
  const render: PageRenderer = (request) =>
    renderInto(template, async () => entry, preloadsOf, request, options);
  return options.keptPages ? keepPages(render, entry.variantOf, options.keptPages) : render;
}

/** The storefront's pages rendered from its sources by vite (edits show on the next load). */
export function storefrontDevPages(vite: ViteDevServer, options: RendererOptions = {}): PageRenderer {
  return async (request) => {
    const source = await readFile(join(root, 'index.html'), 'utf8');
    const template = compileTemplate(await vite.transformIndexHtml(request.url, source));
    const loadEntry = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    // Vite serves each module as it is asked for: there are no chunks to preload.
    return renderInto(template, loadEntry, () => [], request, options);
  };
}
