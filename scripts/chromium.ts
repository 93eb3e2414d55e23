import { existsSync } from 'node:fs';

/** Debian's chromium, never a downloaded browser: the browser the benchmarks measure pages in. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the tests drive: Debian's chromium-headless-shell, the same engine without the browser
 * around it, where it is installed (`bash .ci/run` installs it), else chromium. The journeys of
 * `journeys.test.ts` cost it 112 CPU-seconds against chromium's 170 (2026-12-05).
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))!;

/** Started the way this machine's closed network needs. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
