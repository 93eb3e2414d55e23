// A buyer's own ways through the catalogue: facets on a phone, comparing, saving products and searches.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, screenshot } from './browser.ts';
import { rawexInChromium, type Viewport } from './session.ts';

const run = Date.now().toString(36);
const PHONE: Viewport = { width: 390, height: 844 };

const { publicUrl, newPage, emailsTo, apiSession, verifiedVendor } = rawexInChromium();

/** A page signed in with an API session's cookie. */
async function signedInPage(
  session: { cookie: { name: string; value: string; url: string } },
  viewport?: Viewport,
) {
  const page = await newPage(viewport);
  await page.context().addCookies([session.cookie]);
  return page;
}

/** Waits for the toast saying `text`. */
const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('narrowing and comparing', () => {
  it('a buyer on a phone narrows the catalogue by origin in the filter sheet', async () => {
    const phone = await newPage(PHONE);
    await phone.goto('/products');
    await phone.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
    await phone.getByRole('button', { name: 'Filter' }).click();
    const sheet = phone.getByRole('dialog', { name: 'Filters' });
    const origin = sheet.getByRole('group', { name: 'Origin' }).locator('label').first();
    const [, count] = /([\d,]+)\s*$/.exec(await origin.innerText()) ?? [];
    await origin.click();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-filter-sheet');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await phone.waitForURL('**/products?originCountry=*');
    await phone.getByText(`${count} ${count === '1' ? 'product' : 'products'} found`).waitFor();
    await screenshot(phone, 'phone-products-by-origin');
  });

  it('a buyer compares products side by side from their pages, on desktop and phone', async () => {
    const page = await newPage();
    const products = (await (await page.request.get(`${publicUrl()}/api/products?limit=3`)).json()) as {
      id: number;
      name: string;
    }[];
    for (const product of products) {
      await page.goto(`/products/${product.id}`);
      await page.getByRole('button', { name: 'Add to compare' }).click();
    }
    await page.getByRole('link', { name: 'Compare (3)' }).click();
    const table = page.getByRole('table', { name: 'Comparing 3 products' });
    await table.waitFor();
    for (const product of products) await table.getByRole('columnheader', { name: product.name }).waitFor();
    await screenshot(page, 'compare');

    const phone = await newPage(PHONE);
    await phone.goto(page.url());
    await phone.getByRole('table', { name: 'Comparing 3 products' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-compare');
  });
});

describe('saving', () => {
  it('a buyer saves a product with its heart and finds it at /saved, on desktop and phone', async () => {
    const buyer = await apiSession(`hearts-${run}@example.com`, { role: 'buyer' });
    const page = await signedInPage(buyer);
    await page.goto('/products');
    const card = page.getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    const heart = card.getByRole('button', { name: `Save ${name}` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'products-saved-heart');

    await page.goto('/saved');
    const saved = page.getByRole('list', { name: 'Saved products' });
    await saved.getByRole('article', { name }).waitFor();
    await saved.getByText(/Same price since/).waitFor();
    await screenshot(page, 'saved');

    const phone = await signedInPage(buyer, PHONE);
    await phone.goto('/saved');
    await phone.getByRole('list', { name: 'Saved products' }).getByRole('article', { name }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-saved');
  });

  it('a buyer saves a search, is alerted of a product listed after, stops the emails, and manages the search', async () => {
    const email = `watcher-${run}@example.com`;
    const buyer = await apiSession(email, { role: 'buyer' });
    const page = await signedInPage(buyer);
    await page.goto('/products?search=cocoa');
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('“cocoa”');
    await dialog.getByLabel('Name').fill('Cocoa watch');
    await screenshot(page, 'save-search-dialog');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await toast(page, 'Search saved');

    // A supplier lists a matching product: the search alerts of it.
    const seller = await verifiedVendor(`lister-${run}@example.com`, `Kumasi Cocoa ${run}`);
    const [category] = (await seller.call('/api/categories')) as { id: number }[];
    const listed = `Cocoa beans, Kumasi ${run}`;
    await seller.call('/api/products', {
      categoryId: category!.id,
      name: listed,
      description: 'Main-crop cocoa beans, fermented and sun-dried.',
      price: '3.20',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 20_000,
      images: ['https://example.com/cocoa.png'],
    });
    await expect
      .poll(
        async () => ((await buyer.call('/api/saved-searches')) as { matchCount: number }[])[0]?.matchCount,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);

    await page.goto('/saved-searches');
    const card = page.getByRole('article', { name: 'Cocoa watch' });
    await card.getByText('Alerting').waitFor();
    await card.getByText('“cocoa”').waitFor();
    await screenshot(page, 'saved-searches');
    await page.goto('/notifications');
    await page.getByText('1 product matches “Cocoa watch”').waitFor();

    // The email's link stops the emails without signing in.
    let stopLink: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await emailsTo(email)).find(
            (one) => one.subject === '1 product matches “Cocoa watch”',
          );
          stopLink = /Stop these emails: (\S+)/.exec(mail?.text ?? '')?.[1];
          return mail?.text?.includes(listed) && stopLink !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const visitor = await newPage();
    await visitor.goto(new URL(stopLink!).pathname + new URL(stopLink!).search);
    await visitor.getByRole('button', { name: 'Stop the emails' }).click();
    await visitor.getByText('No more saved-search emails').waitFor();
    await screenshot(visitor, 'saved-search-emails-stopped');

    // Renamed, paused, then deleted.
    await page.goto('/saved-searches');
    await page.getByRole('button', { name: 'Rename Cocoa watch' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    await rename.getByLabel('Name').fill('Ghana cocoa');
    await rename.getByRole('button', { name: 'Rename' }).click();
    const renamed = page.getByRole('article', { name: 'Ghana cocoa' });
    await renamed.getByRole('button', { name: 'Pause alerts' }).click();
    await renamed.getByText('Paused').waitFor();

    const phone = await signedInPage(buyer, PHONE);
    await phone.goto('/saved-searches');
    await phone.getByRole('article', { name: 'Ghana cocoa' }).getByText('Paused').waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-saved-searches');

    await renamed.getByRole('button', { name: 'Delete Ghana cocoa' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No saved searches yet').waitFor();
  });
});
