/**
 * The storefront as the server sees it (Node, not the browser): where its build lives, how to
 * make that build, and a vite dev server for hot reload. `rawex start` serves it beside the API.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';

const root = import.meta.dirname;
const configFile = join(root, 'vite.config.ts');
/** What the build is made from: the app and the kit it is assembled from. */
const sourceFolders = [join(root, 'src'), join(root, 'public'), join(root, '../ui-kit/src')];

/** The production build: index.html and hashed assets. */
export const storefrontDist = join(root, 'dist');

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
  const index = join(storefrontDist, 'index.html');
  if (!existsSync(index)) return false;
  const built = (await stat(index)).mtimeMs;
  const changes = await Promise.all(sourceFolders.map(newestChange));
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
    await buildForProduction(() =>
      build({ configFile, logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } }),
    );
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
export async function createStorefrontDevServer(): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({ configFile, appType: 'spa', server: { middlewareMode: true } });
}
