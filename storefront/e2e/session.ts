import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startRawex, type RawexServer } from './rawex-server.ts';

export type Viewport = { width: number; height: number };

/** The password of the accounts `apiSession` makes. */
export const API_PASSWORD = 'correct horse battery';

/**
 * A test file's `rawex start` on a fresh database and its Chromium, started before its tests and
 * stopped after them. `newPage` opens a page that fails the test on any page error (a failed
 * hydration included).
 */
export function rawexInChromium() {
  let server: RawexServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startRawex(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    url: () => server.url,
    browser: () => browser,
    /** The emails the server has sent to `address` so far (written as .eml files), oldest first. */
    async emailsTo(address: string): Promise<ParsedMail[]> {
      const folder = path.join(server.dataDirectory, 'mail');
      const names = (await readdir(folder).catch(() => [] as string[])).sort();
      const mails = await Promise.all(
        names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))),
      );
      return mails.filter((mail) => JSON.stringify(mail.to).includes(address));
    },
    /** A new account signed in over the API: it calls the API with its cookie, which a page can take too. */
    async apiSession(email: string, account: { role: 'buyer' | 'vendor'; companyName?: string }) {
      const url = server.url;
      const response = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          email,
          password: API_PASSWORD,
          firstName: 'Olu',
          lastName: 'Orders',
          ...account,
        }),
      });
      if (response.status !== 201)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const [name, value] = (response.headers.getSetCookie()[0]?.split(';')[0] ?? '').split('=') as [
        string,
        string,
      ];
      const call = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
        const answer = await fetch(`${url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', origin: url, cookie: `${name}=${value}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
        return answer.json() as Promise<unknown>;
      };
      return { cookie: { name, value, url }, call };
    },
    async newPage(viewport: Viewport = { width: 1280, height: 900 }): Promise<Page> {
      const context = await browser.newContext({ viewport, baseURL: server.url });
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        throw error;
      });
      return page;
    },
  };
}
