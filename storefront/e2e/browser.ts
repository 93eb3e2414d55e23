import { expect } from 'vitest';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { closeCountingOrphans } from '../../scripts/cpu-accounting.ts';

/** Closes the file's browser, its CPU counted with the file's (the suite's budget by project). */
export const closeChromium = (browser: Browser): Promise<void> =>
  closeCountingOrphans(() => browser.close(), expect.getState().testPath);

/**
 * Where the journeys leave a picture of each main screen for review (not committed), when asked:
 * `npm run test:screenshots` sets it to `.e2e-screenshots/`. A run without it takes none, as a
 * full-page picture of every screen costs the suite a minute.
 */
export const SCREENSHOT_DIRECTORY = process.env.E2E_SCREENSHOTS
  ? path.resolve(process.env.E2E_SCREENSHOTS)
  : undefined;

/**
 * The journeys' browser. No journey looks at a picture's pixels (only at its address), so pictures
 * are not fetched unless screenshots are asked for: each fetched one cost the browser a decode and
 * a fresh server a resize to WebP (variants are made on first request).
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: SCREENSHOT_DIRECTORY ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--blink-settings=imagesEnabled=false'],
  });

/** A picture of the whole page once its requests have settled, when pictures are asked for. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIRECTORY) return;
  await page.waitForLoadState('networkidle');
  await mkdir(SCREENSHOT_DIRECTORY, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `${name}.png`), fullPage: true });
}

/** How far the page is wider than the window: 0 when nothing overflows sideways. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens a tab: a click before the page's code runs is kept and replayed once it does. */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
}
