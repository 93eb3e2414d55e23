import type { Page } from 'playwright-core';
import { API_PASSWORD } from './session.ts';

/** The steps the journeys take again and again, as a person takes them in the browser. */

export async function join(
  page: Page,
  role: 'buyer' | 'vendor',
  email: string,
  company?: string,
  { fromHere = false } = {},
) {
  if (!fromHere) await page.goto('/join');
  if (role === 'vendor') await page.getByLabel('Sell as a supplier').check();
  await page.getByLabel('First name').fill(role === 'vendor' ? 'Ama' : 'Bea');
  await page.getByLabel('Last name').fill(role === 'vendor' ? 'Mensah' : 'Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(API_PASSWORD);
  if (company) await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Location').fill('Accra, Ghana');
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page: Page, email: string, next = '/') {
  await page.goto(`/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/**
 * Waits for the toast saying `text`, then closes it as a person who has read it does: the next
 * toast waits until this one is gone, and it covers the header's corner meanwhile.
 */
export async function readToast(page: Page, text: string) {
  const shown = page.getByRole('status').filter({ hasText: text }).first();
  await shown.waitFor();
  // It may have closed itself in the meantime.
  await shown
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}

/** Signs out from the header, dismissing the toasts at its corner first (a toast under the pointer stays open). */
export async function signOut(page: Page) {
  await page.mouse.move(0, 0);
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  for (let tries = 0; tries < 5 && (await dismiss.count()) > 0; tries += 1) {
    // Forced: a toast already leaving is never still enough for a careful click.
    await dismiss
      .first()
      .click({ force: true, timeout: 1_000 })
      .catch(() => undefined);
  }
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/** A product listed over the API by `seller`, in the first category, with a picture from elsewhere. */
export async function listProduct(
  seller: { call: (path: string, body?: unknown) => Promise<unknown> },
  product: Record<string, unknown>,
): Promise<{ id: number; minimumOrder: number }> {
  const [category] = (await seller.call('/api/categories')) as { id: number }[];
  return (await seller.call('/api/products', {
    categoryId: category!.id,
    images: ['https://example.com/product.png'],
    ...product,
  })) as { id: number; minimumOrder: number };
}

/** How many orders a buyer's company has, as its owner lists them. */
export async function ordersOf(owner: { call: (path: string) => Promise<unknown> }): Promise<number> {
  const me = (await owner.call('/api/auth/me')) as { companyId: string };
  return ((await owner.call(`/api/orders?buyerId=${me.companyId}`)) as unknown[]).length;
}
