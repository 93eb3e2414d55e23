import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { generate } from 'otplib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeChromium, launchChromium } from './browser.ts';
import { E2E_ADMIN, startRawex, type RawexServer } from './rawex-server.ts';

export type Viewport = { width: number; height: number };

const DESKTOP: Viewport = { width: 1280, height: 900 };

/** The password of the accounts `apiSession` makes. */
export const API_PASSWORD = 'correct horse battery';

/**
 * As a visitor who asked for less motion sees the app: no skeleton shimmering while a page loads,
 * no sheet sliding in. The journeys look at what the pages say, and a browser drawing animations
 * on two shared cores costs the suite's other files their CPU.
 */
const QUIET: BrowserContextOptions = { reducedMotion: 'reduce' };

/** A page that fails the test on any page error, a failed hydration included. */
function failingOnErrors(page: Page): Page {
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** What a page handed to a test may ask for. */
export interface PageOptions {
  /**
   * A page no test has used: for a test that installs the page's fake clock, which stays with the
   * page once installed.
   */
  fresh?: boolean;
}

/**
 * A test file's `rawex start` on a fresh database and its Chromium, started before its tests and
 * stopped after them. `newPage` hands out a page that fails the test on any page error (a failed
 * hydration included), each in a browser context of its own (its own cookies).
 *
 * A page a test is done with is kept for the next test that asks for one of its size, wiped:
 * taken to a blank page (so that none keeps asking the server through the tests after), its
 * cookies, storage, routes and listeners gone. The next test's first page then loads with the
 * app's scripts already in the browser's cache and compiled, as a returning visitor's do: a new
 * page spent about 2.5 CPU-seconds on its first load, a kept one 0.8 (2026-12-04).
 */
export function rawexInChromium() {
  let server: RawexServer;
  let browser: Browser;
  const openContexts: BrowserContext[] = [];
  /** Kept pages waiting for a test, by size. */
  const idlePages = new Map<string, Page[]>();
  /** The kept pages the running test was handed. */
  const lentPages: Page[] = [];
  /** The emails read so far, by file name: a file is whole once it has its name, and never changes. */
  const readEmails = new Map<string, Promise<ParsedMail>>();
  /** The administrator's authenticator app, once set up, and the last 30-second period it signed in with. */
  let adminApp: { secret: string; lastStep: number } | undefined;
  /**
   * The administrator's API session: signed in once, as a code from the app works once (two
   * callers at the same moment share the one sign-in).
   */
  let adminSession: Promise<string> | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startRawex(), launchChromium()]);
  });
  afterEach(async () => {
    await Promise.all([
      ...openContexts.splice(0).map((context) => context.close()),
      ...lentPages.splice(0).map(async (page) => {
        if (page.isClosed()) return;
        await wipe(page);
        idle(page.viewportSize() ?? DESKTOP).push(page);
      }),
    ]);
  });
  afterAll(async () => {
    if (browser) await closeChromium(browser);
    await server?.stop();
  });
  const idle = (viewport: Viewport): Page[] => {
    const size = `${viewport.width}x${viewport.height}`;
    let pages = idlePages.get(size);
    if (!pages) idlePages.set(size, (pages = []));
    return pages;
  };
  /** Leaves a kept page as a new one would be, but for what the browser cached. */
  async function wipe(page: Page): Promise<void> {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    const context = page.context();
    await Promise.all([context.clearCookies(), context.clearPermissions(), context.unrouteAll()]);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(server.url).origin,
      storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
    });
    await devtools.detach();
    failingOnErrors(page);
  }
  /**
   * The administrator signed in over the API: the first time with the password alone, setting up
   * an authenticator app (administering needs a second step); after, with its code.
   */
  async function signInAdmin(): Promise<string> {
    const url = server.url;
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    // The cookie an answer sets, not the one it clears (a sign-in's second step clears its own).
    const firstCookie = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0] ?? '')
        .find((pair) => !pair.endsWith('=')) ?? '';
    const login = await post('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    if (login.status === 202) {
      const step = await post(
        '/api/auth/login/second-step',
        { method: 'totp', code: await session.adminCode() },
        firstCookie(login),
      );
      if (step.status !== 200) throw new Error(`admin second step: ${step.status} ${await step.text()}`);
      return firstCookie(step);
    }
    const cookie = firstCookie(login);
    if (adminApp) return cookie;
    const begun = await post('/api/auth/two-step/totp', {}, cookie);
    const { secret } = (await begun.json()) as { secret: string };
    const step = Math.floor(Date.now() / 30_000);
    const confirmed = await post(
      '/api/auth/two-step/totp/confirm',
      { code: await generate({ secret, epoch: step * 30 }) },
      cookie,
    );
    if (confirmed.status !== 200)
      throw new Error(`admin app setup: ${confirmed.status} ${await confirmed.text()}`);
    adminApp = { secret, lastStep: step };
    return cookie;
  }
  const session = {
    url: () => server.url,
    /** The server by the name passkeys are made for (localhost, not an IP address). */
    publicUrl: () => server.publicUrl,
    /** The emails the server has sent to `address` so far (written as .eml files), oldest first. */
    async emailsTo(address: string): Promise<ParsedMail[]> {
      const folder = path.join(server.dataDirectory, 'mail');
      const names = (await readdir(folder).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort();
      const mails = await Promise.all(
        names.map((name) => {
          let mail = readEmails.get(name);
          if (!mail) {
            mail = readFile(path.join(folder, name)).then((content) => simpleParser(content));
            readEmails.set(name, mail);
          }
          return mail;
        }),
      );
      return mails.filter((mail) => JSON.stringify(mail.to).includes(address));
    },
    /**
     * A new account signed in over the API, its address confirmed by the emailed link as a
     * newcomer does: it calls the API with its cookie, which a page can take too.
     */
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
      let token: string | undefined;
      for (let tries = 0; tries < 150 && !token; tries += 1) {
        const mail = (await session.emailsTo(email)).find(
          (one) => one.subject === 'Confirm your email address',
        );
        token = /verify-email\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
        if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (!token) throw new Error(`no verification email reached ${email}`);
      await call('/api/auth/verify-email', { token: decodeURIComponent(token) });
      return { cookie: { name, value, url }, call };
    },
    /**
     * The administrator's next code from their authenticator app: one RawEx has not taken yet
     * (a code works once), of this 30-second period or the next.
     */
    async adminCode(): Promise<string> {
      if (!adminApp)
        throw new Error('the administrator has no authenticator app yet: call adminCookie first');
      const step = Math.max(Math.floor(Date.now() / 30_000), adminApp.lastStep + 1);
      adminApp.lastStep = step;
      return generate({ secret: adminApp.secret, epoch: step * 30 });
    },
    /**
     * Sets up an authenticator app for the account `call` acts as: answers its next code each time
     * it is asked (a code works once, so each is of a later 30-second period than the last).
     */
    async authenticatorApp(call: (path: string, body?: unknown) => Promise<unknown>) {
      const { secret } = (await call('/api/auth/two-step/totp', {})) as { secret: string };
      let lastStep = Math.floor(Date.now() / 30_000);
      await call('/api/auth/two-step/totp/confirm', {
        code: await generate({ secret, epoch: lastStep * 30 }),
      });
      return {
        async code(): Promise<string> {
          lastStep = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
          return generate({ secret, epoch: lastStep * 30 });
        },
      };
    },
    /** The administrator's API session (its authenticator app set up with it). */
    async adminCookie(): Promise<string> {
      adminSession ??= signInAdmin();
      return adminSession;
    },
    /**
     * A supplier RawEx has verified, over the API: signed up with its address confirmed, then
     * verified by the administrator.
     */
    async verifiedVendor(email: string, companyName: string) {
      const vendor = await session.apiSession(email, { role: 'vendor', companyName });
      const me = (await vendor.call('/api/auth/me')) as { id: string };
      const url = server.url;
      const adminCookie = await session.adminCookie();
      const verified = await fetch(`${url}/api/users/${me.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: url, cookie: adminCookie },
        body: JSON.stringify({ isVerified: true }),
      });
      if (!verified.ok)
        throw new Error(`verifying ${email} failed: ${verified.status} ${await verified.text()}`);
      return { ...vendor, id: me.id };
    },
    /** A new browser context on the server (closed after the test). */
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await browser.newContext({ baseURL: server.url, ...QUIET, ...options });
      openContexts.push(context);
      return context;
    },
    /** A signed-out page of this size, in a context of its own (see above). */
    async newPage(viewport: Viewport = DESKTOP, options: PageOptions = {}): Promise<Page> {
      if (options.fresh) return failingOnErrors(await (await session.newContext({ viewport })).newPage());
      let page = idle(viewport).pop();
      if (!page) {
        const context = await browser.newContext({ baseURL: server.url, ...QUIET, viewport });
        page = failingOnErrors(await context.newPage());
      }
      lentPages.push(page);
      return page;
    },
  };
  return session;
}
