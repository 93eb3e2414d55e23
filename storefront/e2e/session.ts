import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { generate } from 'otplib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeChromium, launchChromium } from './browser.ts';
import { E2E_ADMIN, startRawex, type RawexServer } from './rawex-server.ts';

export type Viewport = { width: number; height: number };

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

/**
 * A test file's `rawex start` on a fresh database and its Chromium, started before its tests and
 * stopped after them. `newPage` opens a page that fails the test on any page error (a failed
 * hydration included); the pages a test opened are closed after it, so that none keeps running
 * (and asking the server every few seconds) through the tests after.
 */
export function rawexInChromium() {
  let server: RawexServer;
  let browser: Browser;
  const openContexts: BrowserContext[] = [];
  const keptPages = new Map<string, Page>();
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
    await Promise.all(openContexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    if (browser) await closeChromium(browser);
    await server?.stop();
  });
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
    async newPage(viewport: Viewport = { width: 1280, height: 900 }): Promise<Page> {
      return failingOnErrors(await (await session.newContext({ viewport })).newPage());
    },
    /**
     * A signed-out page of this size kept from one test to the next (closed with the browser), for
     * tests that each open a page of their own: the next one loads in it with the app's code already
     * compiled, where a fresh context compiles it again.
     */
    async keptPage(viewport: Viewport): Promise<Page> {
      const size = `${viewport.width}x${viewport.height}`;
      let page = keptPages.get(size);
      if (!page) {
        const context = await browser.newContext({ baseURL: server.url, ...QUIET, viewport });
        page = failingOnErrors(await context.newPage());
        keptPages.set(size, page);
      }
      return page;
    },
  };
  return session;
}
