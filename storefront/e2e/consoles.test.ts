import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, screenshot } from './browser.ts';
import { rawexInChromium, type PageOptions, type Viewport } from './session.ts';

const rawex = rawexInChromium();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A console, on a signed-out page of this size. */
async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await rawex.newPage(viewport);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return page;
}

interface Console {
  path: string;
  title: string;
  desktopTabs: string[];
  phoneTabs: string[];
  /** One thing a person does there, checked on the desktop layout. */
  interact(page: Page): Promise<void>;
}

const consoles: Console[] = [
  {
    path: '/hedging',
    title: 'Hedging',
    desktopTabs: ['Dashboard', 'Contracts', 'Analytics', 'Strategies'],
    phoneTabs: ['Dashboard', 'Contracts', 'Create', 'Risk'],
    async interact(page) {
      await page.getByText('Hedge ratio below the recommended 80%').waitFor();
      await selectTab(page, 'Strategies');
      await page.getByRole('button', { name: 'Create Hedge' }).click();
      await page.getByText('Strike price is required.').waitFor();
    },
  },
  {
    path: '/escrow',
    title: 'Escrow',
    desktopTabs: ['Dashboard', 'Transactions', 'Milestones', 'Disputes'],
    phoneTabs: ['Dashboard', 'Transactions', 'Create', 'Disputes'],
    async interact(page) {
      await selectTab(page, 'Transactions');
      await page.getByRole('button', { name: 'View Details' }).first().click();
      await page
        .getByRole('list', { name: /^Documents of / })
        .first()
        .waitFor();
    },
  },
  {
    path: '/barter',
    title: 'Barter',
    desktopTabs: ['Discover', 'Matches', 'Negotiations', 'Analytics'],
    phoneTabs: ['Discover', 'Matches', 'My Offers', 'Create'],
    async interact(page) {
      await page.getByRole('searchbox', { name: 'Search offers' }).fill('Baotou');
      await expect
        .poll(() => page.getByRole('list', { name: 'Barter offers' }).getByRole('article').count())
        .toBe(1);
    },
  },
  {
    path: '/crypto',
    title: 'Crypto',
    desktopTabs: ['Portfolio', 'Trading', 'Payments', 'Analytics'],
    phoneTabs: ['Wallet', 'Trade', 'Payments', 'History'],
    async interact(page) {
      await page.getByRole('button', { name: 'Hide balances' }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Wallet assets' }).getByText('••••••').count())
        .toBeGreaterThan(0);
    },
  },
  {
    path: '/auction',
    title: 'Auctions',
    desktopTabs: ['Live', 'Ending Soon', 'Upcoming', 'Watchlist'],
    phoneTabs: ['Live', 'Ending Soon', 'Upcoming', 'Watchlist'],
    async interact(page) {
      await page.getByRole('list', { name: 'Live auctions' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search auctions' }).fill('unobtainium');
      await page.getByRole('heading', { name: 'No Auctions Found' }).waitFor();
    },
  },
  {
    path: '/omnichannel',
    title: 'Omnichannel',
    desktopTabs: ['Dashboard', 'Channels', 'Messages', 'Automation', 'Analytics'],
    phoneTabs: ['Dashboard', 'Channels', 'Messages', 'Settings'],
    async interact(page) {
      await selectTab(page, 'Automation');
      await page
        .getByRole('button', { name: /^Test / })
        .first()
        .click();
      await page.getByText('Test passed: the channel answers.').waitFor();
    },
  },
  {
    path: '/multichannel',
    title: 'Multichannel Manager',
    desktopTabs: ['Overview', 'Channels', 'Integrations', 'Analytics'],
    phoneTabs: ['Overview', 'Channels', 'Integrations', 'Analytics'],
    async interact(page) {
      await selectTab(page, 'Channels');
      await page.getByText('Connection error - Check API credentials').waitFor();
      const toggle = page.getByRole('switch', { name: 'Alibaba.com Storefront active' });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click({ force: true });
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await screenshot(page, 'console-multichannel-switched');
    },
  },
  {
    path: '/whatsapp',
    title: 'WhatsApp',
    desktopTabs: ['Chats', 'Catalog', 'Orders', 'Settings'],
    phoneTabs: ['Chats', 'Catalog', 'Orders', 'Settings'],
    async interact(page) {
      await page.getByText('Select a conversation to start chatting').waitFor();
      await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
      const thread = page.getByRole('log');
      await thread.waitFor();
      await page.getByRole('textbox', { name: 'Message' }).fill('Our truck arrives Tuesday.');
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await thread.getByText('Our truck arrives Tuesday.').waitFor();
      await screenshot(page, 'console-whatsapp-sent');
      expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    },
  },
  {
    path: '/telegram',
    title: 'Telegram',
    desktopTabs: ['Dashboard', 'Users', 'Commands', 'Settings'],
    phoneTabs: ['Dashboard', 'Users', 'Commands', 'Settings'],
    async interact(page) {
      await selectTab(page, 'Commands');
      const help = page.getByRole('switch', { name: '/quote enabled' });
      expect(await help.isChecked()).toBe(true);
      await help.click({ force: true });
      await expect.poll(() => help.isChecked()).toBe(false);
      await page.getByRole('article', { name: '/quote' }).getByText('Disabled').waitFor();
    },
  },
];

/** A signed-in page: an account made through the API, its session cookie given to the browser. */
async function signedInPage(viewport: Viewport, options?: PageOptions): Promise<Page> {
  const page = await rawex.newPage(viewport, options);
  const email = `chain-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { cookie } = await rawex.apiSession(email, { role: 'buyer' });
  await page.context().addCookies([cookie]);
  return page;
}

/** Opens a tab as a person does: clicks it, and goes on once it is selected and its panel shows. */
async function selectTab(page: Page, tab: string) {
  const trigger = page.getByRole('tab', { name: tab, exact: true });
  await trigger.click();
  // A click before the page's code has run takes effect once it has (seconds on a busy machine).
  await expect.poll(() => trigger.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
  const panel = (await trigger.getAttribute('aria-controls')) as string;
  await page.locator(`[id="${panel}"]`).waitFor();
}

/** Opens every tab in turn and checks its panel shows. */
async function visitTabs(page: Page, tabs: string[], name: string) {
  // The tabs may come a moment after the heading, while a busy machine runs the page's code.
  await page.getByRole('tab').first().waitFor();
  expect(await page.getByRole('tab').allTextContents()).toEqual(tabs);
  for (const tab of tabs) {
    await selectTab(page, tab);
    await screenshot(page, `${name}-${tab.toLowerCase().replace(/\W+/g, '-')}`);
  }
}

describe('the sample-data consoles', () => {
  for (const entry of consoles) {
    it(`${entry.path} on desktop: its title, "Sample data", every tab, and one real interaction`, async () => {
      const page = await open(entry.path, DESKTOP);
      await page.getByRole('heading', { level: 1, name: entry.title }).waitFor();
      await page.getByText('Sample data', { exact: true }).waitFor();
      expect(await page.title()).toBe(`${entry.title} · RawEx`);
      await visitTabs(page, entry.desktopTabs, `console${entry.path.replace('/', '-')}`);
      await selectTab(page, entry.desktopTabs[0]!);
      await entry.interact(page);
    });

    it(`${entry.path} on a phone: its own tabs, nothing wider than the screen`, async () => {
      const page = await open(entry.path, PHONE);
      await page.getByRole('heading', { level: 1, name: entry.title }).waitFor();
      await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(entry.phoneTabs);
      await visitTabs(page, entry.phoneTabs, `phone-console${entry.path.replace('/', '-')}`);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }
});

describe('the blockchain console on the simulated chain', () => {
  it('sends a transaction that goes from pending to confirmed (or failed) on its own, and deploys a contract', async () => {
    const page = await signedInPage(DESKTOP, { fresh: true });
    // The page's clock, to let the lists' next refresh come at once instead of waiting for it.
    await page.clock.install();
    await page.goto('/blockchain');
    await page.getByRole('heading', { level: 1, name: 'Blockchain' }).waitFor();
    await page.getByText('Simulated chain', { exact: true }).waitFor();
    await visitTabs(
      page,
      ['Overview', 'Smart Contracts', 'Transactions', 'DeFi', 'Networks', 'Developer Tools'],
      'console-blockchain',
    );

    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByLabel('From').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await page.getByLabel('To').fill('0x8617E340B3D01FA5F11F306F4090FD50E238070D');
    await page.getByLabel('Value (ETH)').fill('1.25');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/blockchain/transactions') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Transaction' }).click();
    // Sent pending; under load a block may settle it before the list is read, so the answer says so.
    expect(((await (await sent).json()) as { status: string }).status).toBe('pending');
    const newest = page.getByRole('list', { name: 'Latest transactions' }).getByRole('article').first();
    await newest.getByText('1.250000 ETH').waitFor();
    expect(await page.getByLabel('Value (ETH)').inputValue()).toBe('');

    // While Ethereum makes its next block (every 12 s), a contract deploys on Polygon (every 2 s).
    await page.getByRole('tab', { name: 'Networks' }).click();
    await page.getByRole('button', { name: 'Select Polygon PoS' }).click();
    await page.getByText('Contracts on Polygon PoS').waitFor();
    await page.getByLabel('Contract name').fill('Cocoa Delivery Escrow');
    await page.getByRole('combobox', { name: 'Network', exact: true }).click();
    await page.getByRole('option', { name: 'Polygon PoS' }).click();
    await page.getByLabel('Parameters (JSON)').fill('{"standard": "Escrow", "commodity": "Cocoa"}');
    await page.getByRole('button', { name: 'Deploy Contract' }).click();
    const contract = page
      .getByRole('list', { name: 'Contracts' })
      .getByRole('article', { name: 'Cocoa Delivery Escrow' });
    await contract.waitFor();
    /** Lets `seconds` of the page's time pass: its lists ask again, as they do on their own. */
    const wait = (seconds: number) => page.clock.fastForward(seconds * 1000);
    await expect
      .poll(
        async () => {
          await wait(10);
          return contract.getByText('Deployed').count();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(1);

    // Back on the transactions: the block producer has settled the one sent, or soon will.
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect
      .poll(
        async () => {
          await wait(5);
          return newest.getByText(/^(Confirmed|Failed)$/).count();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await newest.getByText('1.250000 ETH').count()).toBe(1);
    await screenshot(page, 'console-blockchain-confirmed');
  }, 120_000);

  it('on a phone: every tab, nothing wider than the screen', async () => {
    const page = await rawex.newPage(PHONE);
    await page.goto('/blockchain');
    await page.getByRole('heading', { level: 1, name: 'Blockchain' }).waitFor();
    await visitTabs(
      page,
      ['Overview', 'Smart Contracts', 'Transactions', 'DeFi', 'Networks', 'Developer Tools'],
      'phone-console-blockchain',
    );
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

describe('Market Trends', () => {
  it('/analytics shows figures that match the catalogue, on desktop and phone', async () => {
    const catalogue = await fetch(`${rawex.url()}/api/products?limit=1`);
    const active = Number(catalogue.headers.get('x-total-count'));
    expect(active).toBeGreaterThan(0);
    for (const [viewport, name] of [
      [DESKTOP, 'market-trends'],
      [PHONE, 'phone-market-trends'],
    ] as const) {
      const page = await rawex.newPage(viewport);
      await page.goto('/analytics');
      await page.getByRole('heading', { level: 1, name: 'Market Trends' }).waitFor();
      const figures = page.getByRole('list', { name: 'Marketplace' });
      await figures.getByText(active.toLocaleString('en-US'), { exact: true }).waitFor();
      expect(
        await page.getByRole('list', { name: 'Categories' }).getByRole('article').count(),
      ).toBeGreaterThan(3);
      await screenshot(page, name);
      if (viewport === PHONE) expect(await horizontalOverflow(page)).toBe(0);
    }
  });
});

describe('the API management console on the real keys', () => {
  it('makes a key shown once, counts its use, and revokes it: 401 from then on', async () => {
    const page = await signedInPage(DESKTOP);
    await page.goto('/api-management');
    await page.waitForURL('**/api');
    await page.getByRole('heading', { level: 1, name: 'API Management' }).waitFor();
    await visitTabs(page, ['Overview', 'API Keys', 'Webhooks', 'Endpoints', 'Documentation'], 'console-api');

    await page.getByRole('tab', { name: 'API Keys' }).click();
    await page.getByLabel('Key name').fill('E2E catalogue reader');
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    await page.getByText('Copy it now: it will not be shown again').waitFor();
    const key = await page.getByLabel('API key', { exact: true }).inputValue();
    expect(key).toMatch(/^rx_live_/);
    await screenshot(page, 'console-api-new-key');

    for (let request = 0; request < 3; request += 1) {
      const answer = await fetch(`${rawex.url()}/api/products?limit=1`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(answer.status).toBe(200);
    }
    await page.reload();
    await page.getByRole('tab', { name: 'API Keys' }).click();
    const card = page.getByRole('article', { name: 'E2E catalogue reader' });
    await card.getByText(`${key.slice(0, 16)}…`).waitFor();
    expect(await card.textContent()).toMatch(/Requests3/);
    expect(await page.getByLabel('API key', { exact: true }).count()).toBe(0);

    await card.getByRole('button', { name: 'Revoke E2E catalogue reader' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await card.getByText('Revoked').waitFor();
    const refused = await fetch(`${rawex.url()}/api/products?limit=1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);
  });

  it('on a phone: every tab, nothing wider than the screen', async () => {
    const page = await signedInPage(PHONE);
    await page.goto('/api');
    await page.getByRole('heading', { level: 1, name: 'API Management' }).waitFor();
    await visitTabs(
      page,
      ['Overview', 'API Keys', 'Webhooks', 'Endpoints', 'Documentation'],
      'phone-console-api',
    );
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
