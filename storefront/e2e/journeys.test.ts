import { Webhook } from 'standardwebhooks';
// Long by nature: the users' journeys through the running app, each one whole.
import { startWebhookReceiver } from '@rawex/api/testing';
import { renderCommodityImage } from '@rawex/fixtures';
import type { Page, Route } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, openTab, screenshot } from './browser.ts';
import { E2E_ADMIN } from './rawex-server.ts';
import { API_PASSWORD, rawexInChromium, type Viewport } from './session.ts';

const PASSWORD = API_PASSWORD;
const PHONE: Viewport = { width: 390, height: 844 };
const run = Date.now().toString(36);
const vendor = { email: `cocoa-${run}@example.com`, company: `Volta Cocoa ${run}` };
const buyer = { email: `buyer-${run}@example.com` };
const COMMODITY = 'cocoa-beans';
const cocoa = `Ghana Cocoa Beans ${run}`;

const { url, publicUrl, newContext, newPage, emailsTo, apiSession, verifiedVendor, adminCookie, adminCode } =
  rawexInChromium();

async function join(
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
  await page.getByLabel('Password').fill(PASSWORD);
  if (company) await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Location').fill('Accra, Ghana');
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, next = '/') {
  await page.goto(`/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/**
 * Waits for the toast saying `text`, then closes it as a person who has read it does: the next
 * toast waits until this one is gone, and it covers the header's corner meanwhile.
 */
async function readToast(page: Page, text: string) {
  const shown = page.getByRole('status').filter({ hasText: text }).first();
  await shown.waitFor();
  // It may have closed itself in the meantime.
  await shown
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}

/** Signs out from the header, dismissing the toasts at its corner first (a toast under the pointer stays open). */
async function signOut(page: Page) {
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

describe('on desktop', () => {
  it('a new supplier adds a product with an uploaded picture and finds it in the catalogue', async () => {
    const page = await newPage();
    await join(page, 'vendor', vendor.email, vendor.company);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/vendor-dashboard');
    await page.getByRole('heading', { name: 'Multivendor Dashboard' }).waitFor();
    await screenshot(page, 'vendor-dashboard');

    // The public contact email, which buyers see instead of the sign-in email.
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByLabel('Public contact email').fill(`sales.${vendor.email}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await readToast(page, `Buyers see sales.${vendor.email} on your profile.`);
    await screenshot(page, 'vendor-dashboard-profile');
    await page.getByRole('link', { name: 'See your profile as buyers see it' }).click();
    await page.getByRole('tab', { name: 'About' }).click();
    await page.getByText(`sales.${vendor.email}`, { exact: true }).waitFor();
    expect(await page.getByText(vendor.email, { exact: true }).count()).toBe(0);

    await page.goto('/vendor/products/add');
    await page.getByTestId('image-input').setInputFiles({
      name: 'cocoa.png',
      mimeType: 'image/png',
      buffer: Buffer.from(renderCommodityImage(COMMODITY)),
    });
    await page.getByText('Main').waitFor();
    await page.getByLabel('Product name').fill(cocoa);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Cash Crops' }).click();
    await page
      .getByLabel('Description')
      .fill('Fermented, sun-dried Grade 1 cocoa beans from the Ashanti region.');
    await page.getByLabel('Price per unit (USD)').fill('3.50');
    await page.getByRole('combobox', { name: /^Unit/ }).fill('kg');
    await page.getByLabel('Available quantity').fill('5000');
    await page.getByLabel('Minimum order').fill('100');
    await page.getByRole('combobox', { name: 'Origin' }).click();
    await page.getByRole('option', { name: 'Ghana', exact: true }).click();
    await page.getByRole('group', { name: 'Certifications' }).getByText('Fairtrade', { exact: true }).click();
    await page
      .getByRole('group', { name: 'Incoterms offered' })
      .getByText(/^FOB —/)
      .click();
    await page.getByLabel('HS code').fill('180100');
    await screenshot(page, 'add-product');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await readToast(page, 'Product created successfully!');
    await page.waitForURL('**/vendor-dashboard');

    await page.goto(`/products?search=${encodeURIComponent(cocoa)}`);
    const card = page.getByRole('article', { name: cocoa });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await page.getByText('1 product found').count()).toBe(1);
    await signOut(page);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  });

  it('a buyer signs up, searches, filters, orders from two suppliers, and follows the tracking', async () => {
    const page = await newPage();
    await join(page, 'buyer', buyer.email);
    await page.waitForURL('**/products');

    // Search from the header, then add the supplier's cocoa at its minimum order.
    await page.getByRole('banner').getByRole('searchbox').fill(cocoa);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByText(`1 product found for “${cocoa}”`).waitFor();
    await page.getByRole('article', { name: cocoa }).getByRole('button', { name: 'Add to Cart' }).click();
    await readToast(page, 'Product has been added to your cart.');

    // Filter the catalogue by a category and add a product of another supplier.
    await page.goto('/products');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Metals & Minerals', exact: true }).click();
    await page.waitForURL('**/products?category=*');
    await page.getByText(/products? found in Metals & Minerals/).waitFor();
    // Narrow by a certification in the sidebar: its count is what the list then finds.
    const sidebar = page.getByRole('complementary', { name: 'Narrow by' });
    const certification = sidebar.getByRole('group', { name: 'Certifications' }).locator('label').first();
    const [, count] = /([\d,]+)\s*$/.exec(await certification.innerText()) ?? [];
    await certification.click();
    await page.waitForURL('**/products?category=*&certifications=*');
    await page
      .getByText(`${count} ${count === '1' ? 'product' : 'products'} found in Metals & Minerals`)
      .waitFor();
    await screenshot(page, 'products-filtered');
    const metal = page.getByRole('article').first();
    const metalName = (await metal.getAttribute('aria-label')) as string;
    await metal.getByRole('button', { name: 'Add to Cart' }).click();
    await readToast(page, 'Product has been added to your cart.');

    // The header's cart opens the drawer with both lines.
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(cocoa).waitFor();
    await drawer.getByText(metalName).waitFor();
    await screenshot(page, 'cart-drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A quantity typed below the minimum order snaps back to it.
    await page.goto('/cart');
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${cocoa}` });
    await expect.poll(() => quantity.inputValue(), { timeout: 10_000 }).toBe('100');
    // The page paints before its code runs: a quantity typed before the stepper is live is typed again.
    await expect
      .poll(
        async () => {
          await quantity.fill('5');
          await quantity.blur();
          return quantity.inputValue();
        },
        { timeout: 10_000 },
      )
      .toBe('100');
    await page.getByRole('list', { name: 'Items in your cart' }).getByText(metalName).first().waitFor();
    await screenshot(page, 'cart');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel('Shipping address').fill('Harbour Road 12, Tema, Ghana');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await readToast(page, 'Order placed successfully!');
    await page.waitForURL('**/orders');
    const orders = page.getByRole('article', { name: /^Order #\d{6}$/ });
    await expect.poll(() => orders.count(), { timeout: 10_000 }).toBe(2);
    await screenshot(page, 'orders');
    const cocoaOrder = orders.filter({ hasText: cocoa });
    const orderName = (await cocoaOrder.getAttribute('aria-label')) as string;
    await signOut(page);

    // The supplier confirms and ships the order.
    await signIn(page, vendor.email, '/vendor/orders');
    const received = page.getByRole('article', { name: orderName });
    await received.getByRole('button', { name: 'Confirm' }).click();
    await received.getByText('Confirmed').waitFor();
    await readToast(page, `${orderName} is now confirmed.`);
    await received.getByRole('button', { name: 'Ship' }).click();
    await received.getByText('Shipped', { exact: true }).waitFor();
    await readToast(page, `${orderName} is now shipped.`);
    await screenshot(page, 'vendor-orders');
    // What the buyer owes for it: open on the supplier's receivables, invoiced at shipment.
    await page.goto('/vendor/receivables');
    const receivable = page
      .getByRole('list', { name: 'Open orders: receivables' })
      .getByRole('article', { name: orderName });
    await receivable.getByText('Unpaid').waitFor();
    await screenshot(page, 'receivables');
    await signOut(page);

    // The buyer sees the tracking steps move.
    await signIn(page, buyer.email, '/orders');
    const placed = page.getByRole('article', { name: orderName });
    await placed.getByRole('button', { name: 'Track' }).click();
    const steps = placed.getByRole('list', { name: 'Order tracking' });
    await steps.waitFor();
    expect(await steps.getByText('Shipped (done)').count()).toBe(1);
    expect(await steps.getByText('Delivered (to come)').count()).toBe(1);

    // Its payment: the terms, the reference, and the documents the supplier's moves issued.
    const payment = placed.getByRole('region', { name: 'Payment' });
    await payment.getByText('Payment in full before shipment').waitFor();
    await payment.getByText(/^Reference RF\d{2} /).waitFor();
    await payment.getByRole('button', { name: 'Documents' }).click();
    const documents = payment.getByRole('list', { name: 'Documents' });
    await documents.getByRole('link', { name: /^Pro-forma invoice PRO-\d{4}-\d{6}$/ }).waitFor();
    const invoice = documents.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6}$/ });
    const pdf = await page.request.get((await invoice.getAttribute('href')) as string);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'order-documents');

    // The buyer confirms receipt: only then may it rate the supplier, and the review shows on its page.
    await placed.getByRole('button', { name: 'Confirm Receipt' }).click();
    await placed.getByText('Delivered', { exact: true }).waitFor();
    await readToast(page, `${orderName} is now delivered.`);
    await screenshot(page, 'receipt-confirmed');
    await placed.getByRole('button', { name: `Rate ${vendor.company}` }).click();
    const rating = page.getByRole('dialog');
    await rating.getByRole('radio').nth(4).click();
    await rating.getByLabel('Review (optional)').fill('Well fermented, on time.');
    await screenshot(page, 'rate-supplier');
    await rating.getByRole('button', { name: 'Save rating' }).click();
    await readToast(page, `Your rating of ${vendor.company} is saved.`);
    // Contact writes to the supplier about the order; its profile shows the review.
    const contact = new URL(
      (await placed.getByRole('link', { name: /Contact/ }).getAttribute('href')) as string,
      page.url(),
    );
    expect(contact.pathname).toBe('/messages/new');
    await page.goto(`/vendors/${contact.searchParams.get('vendorId')}`);
    await openTab(page, 'Reviews (1)');
    await page.getByText('Well fermented, on time.').waitFor();
  });

  it('a signed-out visitor adds to the cart, is told why to sign in, joins, and finds the line in the cart', async () => {
    const page = await newPage();
    await page.goto(`/products?search=${encodeURIComponent(cocoa)}`);
    await page.getByRole('article', { name: cocoa }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL((address) => address.pathname === '/signin');
    await page.getByText('Sign in to order — your selection is kept.').waitFor();
    await screenshot(page, 'signin-kept-selection');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((address) => address.pathname === '/join');
    await page.getByText('Sign in to order — your selection is kept.').waitFor();
    await join(page, 'buyer', `visitor-${run}@example.com`, undefined, { fromHere: true });
    await page.waitForURL((address) => address.pathname === '/products');
    await readToast(page, 'Product has been added to your cart.');
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(cocoa).waitFor();
    await expect
      .poll(() => drawer.getByRole('spinbutton', { name: `Quantity of ${cocoa}` }).inputValue())
      .toBe('100');
  });

  it('shows the 404 page for an unknown address, and a missing product’s own', async () => {
    const page = await newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await screenshot(page, 'not-found');
    // The server met the API's 404; the browser takes over the same page (any mismatch is a page error).
    await page.goto('/products/999999');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produce' }).waitFor();
  });
});

describe('pages rendered on the server', () => {
  /** What a visitor sees before any of the app's code has run (search engines and link previews too). */
  async function withoutScripts(cookie?: string): Promise<Page> {
    const context = await newContext({ javaScriptEnabled: false });
    if (cookie) await context.addCookies([{ name: 'rawex_view', value: cookie, url: url() }]);
    return context.newPage();
  }

  it('sends the catalogue with its products, count and title already in the page', async () => {
    const answer = await fetch(`${url()}/api/products?limit=24`);
    const [first] = (await answer.json()) as { name: string }[];
    const page = await withoutScripts();
    await page.goto('/products');
    expect(await page.title()).toBe('Produce · RawEx');
    await page.getByText(`${answer.headers.get('X-Total-Count')} products found`).waitFor();
    expect(await page.getByRole('list', { name: 'Produce' }).getByRole('article').count()).toBe(24);
    await page.getByRole('heading', { name: first?.name }).first().waitFor();
  });

  it('sends a product page with its name, price and supplier', async () => {
    const [product] = (await (await fetch(`${url()}/api/products?limit=1`)).json()) as {
      id: number;
      name: string;
    }[];
    // The screen's own chunk is asked for with the app's, not after it.
    const html = await (await fetch(`${url()}/products/${product?.id}`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ProductDetail-[\w-]+\.js">/);
    const page = await withoutScripts();
    await page.goto(`/products/${product?.id}`);
    expect(await page.title()).toBe(`${product?.name} · RawEx`);
    await page.getByRole('heading', { level: 1, name: product?.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  });

  /**
   * Opens `address` with the app's code held back (a slow phone's network): the server's page is
   * there to click, and `release()` lets the code come.
   */
  async function withHeldScripts(page: Page, address: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holdScript = async (route: Route) => {
      await held;
      await route.continue();
    };
    // The newest route answers first: an earlier one, released, holds nothing any more.
    await page.route(/\/assets\/.+\.js$/, holdScript);
    await page.goto(address, { waitUntil: 'commit' });
    return release;
  }

  it('takes a click made before the page’s code has run: a tab, the filter, Add to Cart', async () => {
    const buyer = await apiSession(`early-${run}@example.com`, { role: 'buyer' });
    const [product] = (await (await fetch(`${url()}/api/products?limit=1`)).json()) as {
      id: number;
      name: string;
      vendorId: string;
    }[];
    const page = await newPage();
    await page.context().addCookies([buyer.cookie]);

    // A tab of a supplier's profile.
    let release = await withHeldScripts(page, `/vendors/${product?.vendorId}`);
    const about = page.getByRole('tab', { name: 'About' });
    await about.click();
    expect(await about.getAttribute('aria-selected')).toBe('false');
    release();
    await expect.poll(() => about.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');

    // The catalogue's filter sheet.
    release = await withHeldScripts(page, '/products');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog').waitFor();

    // Add to Cart on a product's page.
    release = await withHeldScripts(page, `/products/${product?.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    release();
    const me = (await buyer.call('/api/auth/me')) as { id: string };
    const cart = async () => (await buyer.call(`/api/cart/${me.id}`)) as { productId: number }[];
    // Replayed once the page answers, which a busy machine may take seconds to reach.
    await expect
      .poll(async () => (await cart()).map((line) => line.productId), { timeout: 15_000 })
      .toEqual([product?.id]);
  });

  it('searches from the header before the page’s code has run', async () => {
    const page = await withoutScripts();
    await page.goto('/vendors');
    const header = page.getByRole('banner').filter({ has: page.getByRole('search') });
    await header.getByRole('searchbox', { name: 'Search raw materials' }).fill('cocoa');
    await header.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('search') === 'cocoa',
    );
    await page.getByText(/\d+ products? found for “cocoa”/).waitFor();
  });

  it('renders the trading view for a visitor who chose it', async () => {
    const page = await withoutScripts('trading');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Trading floor' }).waitFor();
  });

  it('answers 404 for an unknown address, product, supplier or category, and sends a signed-out visit to orders to sign in', async () => {
    const notFound = {
      '/no/such/page': 'Page Not Found',
      '/products/999999': 'Product not found',
      '/vendors/00000000-0000-4000-8000-000000000000': 'Vendor not found',
      '/category/no-such-category': 'Category Not Found',
    };
    for (const [address, text] of Object.entries(notFound)) {
      const missing = await fetch(`${url()}${address}`, { headers: { accept: 'text/html' } });
      expect(missing.status, address).toBe(404);
      expect(await missing.text(), address).toContain(text);
    }
    const orders = await fetch(`${url()}/orders`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(orders.status).toBe(302);
    expect(orders.headers.get('location')).toBe('/signin?next=%2Forders');
  });

  it('shows signed-out visitors a change to the catalogue at once, though their pages are kept', async () => {
    const word = `zanzibar${run}`;
    const html = async () =>
      (await fetch(`${url()}/products?search=${word}`, { headers: { accept: 'text/html' } })).text();
    expect(await html()).toContain('No products found');
    const cookie = await adminCookie();
    const [sample] = (await (await fetch(`${url()}/api/products?limit=1`)).json()) as {
      vendorId: string;
      categoryId: number;
    }[];
    const created = await fetch(`${url()}/api/products`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        origin: url(),
        cookie,
      },
      body: JSON.stringify({
        vendorId: sample?.vendorId,
        categoryId: sample?.categoryId,
        name: `Cloves ${word}`,
        description: 'Whole dried cloves.',
        price: '12.00',
        unit: 'kg',
        minimumOrder: 10,
        availableQuantity: 500,
        images: [`https://images.example/${word}.png`],
      }),
    });
    expect(created.status).toBe(201);
    expect(await html()).toContain(`Cloves ${word}`);
    // A signed-in visitor's page is their own: never one kept for others.
    const own = await fetch(`${url()}/products?search=${word}`, { headers: { accept: 'text/html', cookie } });
    expect(await own.text()).toContain('Sign out');
  });
});

describe('administration', () => {
  it('an admin verifies the new supplier from the browser, and buyers see the Verified badge', async () => {
    // Administering takes a second step: the administrator's authenticator app is set up already.
    await adminCookie();
    const page = await newPage();
    await page.goto(`/signin?next=${encodeURIComponent('/')}`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Code from your authenticator app').fill(await adminCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await page.getByRole('button', { name: 'Selling ▾' }).click();
    await page.getByRole('link', { name: 'Verify Suppliers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify suppliers' }).waitFor();
    const vendorItem = page.getByRole('listitem').filter({ hasText: vendor.company });
    await vendorItem.getByText('Pending').waitFor();
    // Not before the supplier has confirmed its email address, and the screen says so.
    await vendorItem.getByText('Email not confirmed yet').waitFor();
    expect(await vendorItem.getByRole('button', { name: `Verify ${vendor.company}` }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'admin-suppliers');

    // The supplier follows the link emailed at sign-up.
    let welcome: { subject?: string; text?: string } | undefined;
    await expect
      .poll(
        async () =>
          (welcome = (await emailsTo(vendor.email)).find(
            (mail) => mail.subject === 'Confirm your email address',
          )),
        { timeout: 15_000 },
      )
      .toBeDefined();
    const link = /\/verify-email\?token=\S+/.exec(welcome?.text ?? '')![0];
    const vendorPage = await newPage();
    await vendorPage.goto(link);
    // Opening the link confirms nothing (mail scanners open links): its owner presses the button.
    await vendorPage.getByRole('button', { name: 'Confirm my email address' }).click();
    await vendorPage.getByText('Email address confirmed').waitFor();
    await screenshot(vendorPage, 'email-confirmed');

    await page.reload();
    await vendorItem.getByRole('button', { name: `Verify ${vendor.company}` }).click();
    await readToast(page, `${vendor.company} now shows the Verified badge.`);
    await expect.poll(() => vendorItem.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Verified' }).click();
    const verified = page.getByRole('listitem').filter({ hasText: vendor.company });
    await verified.getByRole('button', { name: `Revoke ${vendor.company}` }).waitFor();
    const profile = (await verified
      .getByRole('link', { name: vendor.company })
      .getAttribute('href')) as string;

    const visitor = await newPage();
    await visitor.goto(profile);
    await visitor.getByRole('heading', { level: 1, name: vendor.company }).waitFor();
    expect(await visitor.getByText('✓ Verified').count()).toBeGreaterThan(0);
  });

  it('tells a buyer the supplier page is for administrators', async () => {
    const page = await newPage();
    await signIn(page, buyer.email, '/admin/suppliers');
    await page.getByRole('heading', { name: 'This page is for administrators' }).waitFor();
  });
});

describe('account security', () => {
  /** The code an authenticator app shows for `secret` in the 30-second period `step`. */
  const appCode = (secret: string, step: number) => generate({ secret, epoch: step * 30 });
  const currentStep = () => Math.floor(Date.now() / 30_000);

  it('a buyer sets up an app and a passkey, then signs in with the passkey alone and with a code', async () => {
    // By the name passkeys are made for: a browser makes none for an IP address.
    const context = await newContext({ baseURL: publicUrl(), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    const devtools = await context.newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = `secure-${run}@example.com`;
    await join(page, 'buyer', email);
    await page.waitForURL((address) => address.pathname === '/products');

    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByLabel('Secret key').textContent())!.trim();
    let lastStep = currentStep();
    await page.getByLabel('Code from the app').fill(await appCode(secret, lastStep));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await screenshot(page, 'account-security-recovery-codes');
    await page.getByRole('button', { name: 'I have kept them' }).click();

    await page.getByLabel('Passkey name').fill('Virtual key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Virtual key').waitFor();
    await page.getByRole('list', { name: 'Your sessions' }).getByText('This device').waitFor();
    await screenshot(page, 'account-security');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-account-security');
    await page.setViewportSize({ width: 1280, height: 900 });

    // No password: the passkey (the device and its owner's check) signs in alone.
    await signOut(page);
    await page.goto('/signin?next=%2Forders');
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.waitForURL((address) => address.pathname === '/orders');

    // The password, then a code from the app: one it has not taken before.
    await signOut(page);
    await page.goto('/signin?next=%2Faccount%2Fsecurity');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await screenshot(page, 'sign-in-second-step');
    lastStep = Math.max(currentStep(), lastStep + 1);
    await page.getByLabel('Code from your authenticator app').fill(await appCode(secret, lastStep));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/account/security');
    await page.getByText('9 of 10 left').or(page.getByText('10 of 10 left')).waitFor();
  });

  it('a forgotten password is set anew from the emailed link, which works once', async () => {
    const email = `forgot-${run}@example.com`;
    await apiSession(email, { role: 'buyer' });
    const page = await newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByText('Check your email').waitFor();
    await screenshot(page, 'forgot-password');

    let link: string | undefined;
    await expect
      .poll(
        async () =>
          (link = /\/reset-password\?token=\S+/.exec(
            (await emailsTo(email)).find((mail) => mail.subject === 'Set a new password')?.text ?? '',
          )?.[0]),
        { timeout: 15_000 },
      )
      .toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password').fill('a fresh passphrase of mine');
    await page.getByLabel('The same password again').fill('a fresh passphrase of mine');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await page.getByText('Your password is set').waitFor();

    await page.goto('/signin?next=%2Forders');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a fresh passphrase of mine');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/orders');

    const phone = await newPage({ width: 390, height: 844 });
    await phone.goto('/forgot-password');
    await phone.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-forgot-password');
    // Used once already: the same link sets nothing now, and says so.
    await phone.goto(link!);
    await phone.getByLabel('New password').fill('yet another passphrase');
    await phone.getByLabel('The same password again').fill('yet another passphrase');
    await phone.getByRole('button', { name: 'Set my new password' }).click();
    await phone.getByText('This reset link has expired or was used').waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-reset-password');
  });
});

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
    const page = await newPage();
    await signIn(page, buyer.email, '/products');
    const card = page.getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    const heart = card.getByRole('button', { name: `Save ${name}` });
    // A heart pressed before the page's code has run does nothing: wait for the page to settle.
    await page.waitForLoadState('networkidle');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'products-saved-heart');

    await page.goto('/saved');
    const saved = page.getByRole('list', { name: 'Saved products' });
    await saved.getByRole('article', { name }).waitFor();
    await saved.getByText(/Same price since/).waitFor();
    await screenshot(page, 'saved');

    const phone = await newPage(PHONE);
    await signIn(phone, buyer.email, '/saved');
    await phone.getByRole('list', { name: 'Saved products' }).getByRole('article', { name }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-saved');
  });

  it('a buyer saves a search, is alerted of a product listed after, stops the emails, and manages the search', async () => {
    // The buyer and the supplier who joined in the first journeys: a network makes 20 accounts an hour.
    const page = await newPage();
    await signIn(page, buyer.email, '/products');
    await page.goto('/products?search=cocoa');
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('“cocoa”');
    await dialog.getByLabel('Name').fill('Cocoa watch');
    await screenshot(page, 'save-search-dialog');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await readToast(page, 'Search saved');

    // A supplier lists a matching product: the search alerts of it.
    const seller = await newPage();
    await signIn(seller, vendor.email, '/');
    const [category] = (await (await seller.request.get('/api/categories')).json()) as { id: number }[];
    const listed = `Cocoa beans, Kumasi ${run}`;
    const written = { origin: url(), 'x-requested-with': 'XMLHttpRequest' };
    const created = await seller.request.post('/api/products', {
      headers: written,
      data: {
        categoryId: category!.id,
        name: listed,
        description: 'Main-crop cocoa beans, fermented and sun-dried.',
        price: '3.20',
        unit: 'kg',
        minimumOrder: 100,
        availableQuantity: 20_000,
        images: ['https://example.com/cocoa.png'],
      },
    });
    expect(created.status()).toBe(201);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/saved-searches')).json()) as { matchCount: number }[])[0]
            ?.matchCount,
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
          const mail = (await emailsTo(buyer.email)).find(
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

    const phone = await newPage(PHONE);
    await signIn(phone, buyer.email, '/saved-searches');
    await phone.getByRole('article', { name: 'Ghana cocoa' }).getByText('Paused').waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'phone-saved-searches');

    await renamed.getByRole('button', { name: 'Delete Ghana cocoa' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No saved searches yet').waitFor();
  });
});

describe('on a 390×844 phone', () => {
  it('a buyer searches, filters by price, orders and sees the order, with nothing wider than the screen', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, buyer.email, '/');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-home');

    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('banner').getByRole('searchbox').fill('cocoa');
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await page.getByRole('heading', { name: 'Results for cocoa' }).waitFor();

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const highest = page.getByRole('dialog').getByRole('slider').nth(1);
    await highest.focus();
    // Home takes the highest price down as far as it goes: one step above the lowest, $100.
    await page.keyboard.press('Home');
    await expect.poll(() => highest.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('100');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL('**maxPrice=100**');
    const card = page.getByRole('article', { name: cocoa });
    await card.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-results');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await readToast(page, 'Product has been added to your cart.');

    await page.getByRole('navigation', { name: /tab/i }).getByRole('link', { name: /Cart/ }).click();
    await page.waitForURL('**/cart');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel('Shipping address').fill('Harbour Road 12, Tema, Ghana');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/orders');
    await expect
      .poll(() => page.getByRole('article', { name: /^Order #\d{6}$/ }).count(), { timeout: 10_000 })
      .toBe(3);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-orders');
  });

  it('a supplier sees its dashboard and its public contact, with nothing wider than the screen', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, vendor.email, '/vendor-dashboard');
    await page.getByRole('heading', { name: 'Multivendor Dashboard' }).waitFor();
    await openTab(page, 'Profile');
    await expect
      .poll(() => page.getByLabel('Public contact email').inputValue())
      .toBe(`sales.${vendor.email}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-vendor-dashboard-profile');
    await page.goto('/vendor/receivables');
    await page.getByRole('list', { name: 'Open orders: receivables' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'phone-receivables');
  });
});

describe('lists that page', () => {
  it('a buyer with 130 orders pages through all of them', async () => {
    const busyVendor = await apiSession(`many-sales-${run}@example.com`, {
      role: 'vendor',
      companyName: `Bulk Salt ${run}`,
    });
    const product = await listProduct(busyVendor, {
      name: `Sea Salt ${run}`,
      description: 'Coarse sea salt in 25 kg bags.',
      price: '0.20',
      unit: 'bag',
      minimumOrder: 1,
      availableQuantity: 1000,
    });
    const session = await apiSession(`many-orders-${run}@example.com`, { role: 'buyer' });
    for (let placed = 0; placed < 130; placed += 1) {
      await session.call('/api/cart', { productId: product!.id, quantity: product!.minimumOrder });
      await session.call('/api/checkout', { shippingAddress: 'Harbour Road 12, Tema, Ghana' });
    }
    const page = await newPage();
    await page.context().addCookies([session.cookie]);
    await page.goto('/orders');
    const orders = page.getByRole('article', { name: /^Order #\d{6}$/ });
    await page.getByText('50 of 130 orders').waitFor();
    expect(await orders.count()).toBe(50);
    // A click before the page's code has run does nothing: click until the next page is asked for.
    const loadMore = async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const asked = page
          .waitForRequest((request) => request.url().includes('/api/orders?'), { timeout: 3_000 })
          .then(
            () => true,
            () => false,
          );
        await page.getByRole('button', { name: 'Load More Orders' }).click();
        if (await asked) return;
      }
      throw new Error('Load More Orders never asked for the next page');
    };
    await loadMore();
    await page.getByText('100 of 130 orders').waitFor();
    await loadMore();
    await page.getByText('130 orders', { exact: true }).waitFor();
    expect(await orders.count()).toBe(130);
    const numbers = (
      await orders.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))
    ).map((name) => Number(name?.slice('Order #'.length)));
    expect(new Set(numbers).size).toBe(130);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(await page.getByRole('button', { name: 'Load More Orders' }).count()).toBe(0);
  });

  it('sorts the catalogue by supplier rating across pages', async () => {
    const page = await newPage();
    await page.goto('/products?sort=rating');
    const cards = page.getByRole('list', { name: 'Produce' }).getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(24);
    await page.getByRole('button', { name: 'Load More Products' }).click();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(48);
    const ratings = (
      await cards.evaluateAll((articles) =>
        articles.map((article) =>
          article.querySelector('[role="img"][aria-label^="Rated"]')?.getAttribute('aria-label'),
        ),
      )
    ).map((label) => Number(/Rated ([\d.]+)/.exec(label ?? '')?.[1] ?? 0));
    expect(ratings.some((rating) => rating > 0)).toBe(true);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    await screenshot(page, 'products-by-rating');
  });
});

describe('selling', () => {
  it('a supplier unlists a product, edits it, and it stays unlisted until listed again', async () => {
    const page = await newPage();
    await signIn(page, vendor.email, '/vendor-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    const products = page.getByRole('region', { name: /My Products/ });
    const row = products.getByRole('listitem').filter({ hasText: cocoa });
    await row.getByRole('button', { name: `Unlist ${cocoa}` }).click();
    await readToast(page, `${cocoa} is no longer for sale.`);
    await row.getByText('Unlisted').waitFor();

    await row.getByRole('link', { name: `Edit ${cocoa}` }).click();
    const price = page.getByLabel(/^Price per unit/);
    await price.fill('3.75');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await readToast(page, 'Product saved.');
    await page.waitForURL('**/vendor-dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    await row.getByText('Unlisted').waitFor();
    expect(await row.getByText('$3.75').count()).toBe(1);
    await screenshot(page, 'vendor-products-unlisted');

    const visitor = await newPage();
    await visitor.goto(`/products?search=${encodeURIComponent(cocoa)}`);
    await visitor.getByRole('heading', { name: 'No products found' }).waitFor();

    await row.getByRole('button', { name: `List ${cocoa}` }).click();
    await readToast(page, `${cocoa} is for sale again.`);
    await visitor.reload();
    await visitor.getByRole('article', { name: cocoa }).waitFor();
  });
});

describe('notifications', () => {
  it('the bell counts a buyer’s news, moves when the supplier ships, and empties when read', async () => {
    const bellVendor = await apiSession(`bell-supplier-${run}@example.com`, {
      role: 'vendor',
      companyName: `Bell Metals ${run}`,
    });
    const product = await listProduct(bellVendor, {
      name: `Tin ingot ${run}`,
      description: 'LME grade tin ingots.',
      price: '25.00',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 100,
    });
    const buyer = await apiSession(`bell-buyer-${run}@example.com`, { role: 'buyer' });
    await buyer.call('/api/cart', { productId: product.id, quantity: 2 });
    const { orders } = (await buyer.call('/api/checkout', { shippingAddress: 'Harbour Road 12, Tema' })) as {
      orders: { id: number }[];
    };
    const number = String(orders[0]!.id).padStart(6, '0');
    const unread = async () =>
      ((await buyer.call('/api/notifications/unread-count')) as { count: number }).count;
    // The order placed: one notification, once the worker has dispatched it.
    await expect.poll(unread, { timeout: 20_000 }).toBe(1);

    const page = await newPage();
    await page.context().addCookies([buyer.cookie]);
    // The page's clock, to let a minute pass at once.
    await page.clock.install();
    await page.goto('/');
    const bell = page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .first();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 new');

    await bellVendor.call(`/api/orders/${orders[0]!.id}`, { status: 'confirmed' }, 'PATCH');
    await bellVendor.call(`/api/orders/${orders[0]!.id}`, { status: 'shipped' }, 'PATCH');
    await expect.poll(unread, { timeout: 20_000 }).toBe(3);
    // No reload: the header asks again on its own every ten seconds (each look lets ten pass, as a
    // question still on its way when the clock jumps is answered with the count from before).
    await expect
      .poll(async () => {
        await page.clock.fastForward('00:10');
        return bell.getAttribute('aria-label');
      })
      .toBe('Notifications, 3 new');
    await screenshot(page, 'bell-desktop');

    await bell.click();
    await page.waitForURL('**/notifications');
    await page.getByRole('link', { name: `Order #${number} has shipped · New` }).waitFor();
    await screenshot(page, 'notifications-desktop');
    // Clicked again if the page's code had not run yet (once done, the button is disabled).
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    await expect
      .poll(
        async () => {
          await markAll.click({ timeout: 2_000 }).catch(() => undefined);
          return bell.getAttribute('aria-label');
        },
        { timeout: 15_000 },
      )
      .toBe('Notifications');
    await page.getByRole('link', { name: `Order #${number} has shipped`, exact: true }).waitFor();

    await page.getByRole('link', { name: 'Email settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
    const statusEmails = page.getByRole('switch', { name: 'Changes to your orders’ status' });
    expect(await statusEmails.isChecked()).toBe(true);
    await expect
      .poll(async () => {
        await statusEmails.click({ force: true });
        return statusEmails.isChecked();
      })
      .toBe(false);
    await page.getByText('Changes to your orders’ status: in RawEx only.').waitFor();
    const settings = (await buyer.call('/api/notification-settings')) as { kind: string; email: boolean }[];
    expect(settings.find((setting) => setting.kind === 'order_status')?.email).toBe(false);
    await screenshot(page, 'notification-settings-desktop');

    const phone = await newPage({ width: 390, height: 844 });
    await phone.context().addCookies([buyer.cookie]);
    await phone.goto('/notifications');
    await phone
      .getByRole('link', { name: `Order #${number} was confirmed by its supplier`, exact: true })
      .waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'notifications-phone');
  });
});

describe('trading on quotes', () => {
  it('a buyer asks for quotes, two suppliers compete, the buyer compares, messages one and orders from the other', async () => {
    const title = `Green arabica 20 t ${run}`;
    const [andes, nordic] = await Promise.all([
      verifiedVendor(`rfq-andes-${run}@example.com`, `Andes Growers ${run}`),
      verifiedVendor(`rfq-nordic-${run}@example.com`, `Nordic Coffee ${run}`),
    ]);
    const categories = (await andes.call('/api/categories')) as { id: number; name: string }[];
    const category = categories[0]!;
    const coffee = (quoter: typeof andes, name: string) =>
      quoter.call('/api/products', {
        categoryId: category.id,
        name,
        description: 'Washed green arabica.',
        price: '4.20',
        unit: 'kg',
        minimumOrder: 100,
        availableQuantity: 50_000,
        images: ['https://example.com/coffee.png'],
      }) as Promise<{ id: number; name: string }>;
    const [andesCoffee, nordicCoffee] = await Promise.all([
      coffee(andes, `Andes arabica ${run}`),
      coffee(nordic, `Nordic arabica ${run}`),
    ]);
    const buyer = await apiSession(`rfq-buyer-${run}@example.com`, {
      role: 'buyer',
      companyName: `Hamburg Roasters ${run}`,
    });

    // The buyer posts the request from the form.
    const page = await newPage();
    await page.context().addCookies([buyer.cookie]);
    await page.goto(`/rfqs/new?categoryId=${category.id}`);
    await page.getByRole('heading', { level: 1, name: 'Request a Quote' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Screen 16+, washed, crop 2026, in jute bags.');
    await page.getByLabel('Quantity').fill('20000');
    await page.getByLabel('Destination').fill('Port of Hamburg');
    await page.getByRole('button', { name: 'Post Request' }).click();
    await page.waitForURL(/\/rfqs\/\d+$/);
    const rfqId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('No quotes yet').waitFor();

    // One supplier quotes from its screen, the other over the API.
    const vendorPage = await newPage();
    await vendorPage.context().addCookies([andes.cookie]);
    await vendorPage.goto('/vendor/rfqs');
    await vendorPage.getByRole('link', { name: `Quote on ${title}` }).click();
    await vendorPage.getByRole('heading', { name: 'Your quote' }).waitFor();
    await vendorPage.getByRole('combobox', { name: 'Product' }).click();
    await vendorPage.getByRole('option', { name: new RegExp(andesCoffee.name) }).click();
    await vendorPage.getByLabel(/Unit price/).fill('3.95');
    await vendorPage.getByLabel('Lead time (days)').fill('21');
    // The order this quote may become is paid 30% up front, the rest against the documents.
    await vendorPage.getByRole('combobox', { name: 'Payment plan' }).click();
    await vendorPage.getByRole('option', { name: 'Deposit, then the balance' }).click();
    await vendorPage.getByRole('combobox', { name: 'Balance due' }).click();
    await vendorPage.getByRole('option', { name: 'Against shipping documents' }).click();
    await vendorPage
      .getByText('Documents will say: 30% deposit, balance against shipping documents.')
      .waitFor();
    await screenshot(vendorPage, 'quote-form-desktop');
    await vendorPage.getByRole('button', { name: 'Send quote' }).click();
    await readToast(vendorPage, 'Quote sent');
    await nordic.call(`/api/rfqs/${rfqId}/quotes`, {
      productId: nordicCoffee.id,
      unitPrice: '3.70',
      quantity: 20_000,
      validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      leadTimeDays: 30,
      incoterm: 'FOB',
      paymentTerms: 'Letter of credit at sight',
    });

    // The buyer compares them side by side, on a desktop and on a phone.
    await page.reload();
    const quotes = page.getByRole('table');
    await quotes
      .getByRole('row', { name: `Quote from Andes Growers ${run}` })
      .getByText(/30% deposit, balance against shipping documents/)
      .waitFor();
    const cheaper = quotes.getByRole('row', { name: `Quote from Nordic Coffee ${run}` });
    await cheaper.getByText('Lowest').waitFor();
    await screenshot(page, 'rfq-quotes-desktop');
    const phone = await newPage({ width: 390, height: 844 });
    await phone.context().addCookies([buyer.cookie]);
    await phone.goto(`/rfqs/${rfqId}`);
    await phone.getByRole('row', { name: `Quote from Nordic Coffee ${run}` }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'rfq-quotes-phone');

    // A question to the one, then the order to the other.
    await page.getByRole('link', { name: `Message Andes Growers ${run}` }).click();
    await page.getByRole('heading', { name: `New message to Andes Growers ${run}` }).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Can you match 3.70 on FOB terms?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByRole('log').getByText('Can you match 3.70 on FOB terms?').waitFor();
    await screenshot(page, 'messages-desktop');

    await page.goto(`/rfqs/${rfqId}`);
    await expect
      .poll(async () => {
        await page
          .getByRole('button', { name: `Accept the quote from Nordic Coffee ${run}` })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        return page.getByRole('alertdialog').count();
      })
      .toBe(1);
    await page.getByRole('button', { name: 'Accept and order' }).click();
    await readToast(page, 'Order placed');
    await page.waitForURL('**/orders');
    await page.getByText('$74,000.00').first().waitFor();
    await screenshot(page, 'quote-accepted-orders');

    const vendorOrders = (await nordic.call(`/api/orders?vendorId=${nordic.id}`)) as {
      totalAmount: string;
      terms: { incoterm: string };
    }[];
    expect(vendorOrders[0]).toMatchObject({ totalAmount: '74000.00', terms: { incoterm: 'FOB' } });

    // The losing supplier sees it was not selected, and the buyer's message waiting.
    await vendorPage.goto('/vendor/rfqs');
    await openTab(vendorPage, 'Your quotes');
    await vendorPage.getByRole('list', { name: 'Your quotes' }).getByText('Not selected').waitFor();
    await screenshot(vendorPage, 'supplier-quotes-desktop');
    const messages = vendorPage
      .getByRole('banner')
      .getByRole('link', { name: /^Messages/ })
      .first();
    await expect
      .poll(() => messages.getAttribute('aria-label'), { timeout: 20_000 })
      .toBe('Messages, 1 unread');
    const vendorPhone = await newPage({ width: 390, height: 844 });
    await vendorPhone.context().addCookies([andes.cookie]);
    await vendorPhone.goto('/messages');
    // The only conversation may open by itself; otherwise clicked again if the page's code had not run yet.
    const thread = vendorPhone.getByRole('log').getByText('Can you match 3.70 on FOB terms?');
    await expect
      .poll(async () => {
        if (await thread.isVisible()) return true;
        await vendorPhone
          .getByRole('button', { name: new RegExp(`Hamburg Roasters ${run}`) })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        return thread.isVisible();
      })
      .toBe(true);
    expect(await horizontalOverflow(vendorPhone)).toBe(0);
    await screenshot(vendorPhone, 'messages-phone');
  });
});

describe('price ladders and samples', () => {
  it('a buyer adds at the minimum, steps past a rung, sees the price drop in the cart and on the order, and orders a sample once', async () => {
    const name = `Robusta in 25 kg bags ${run}`;
    const ladderVendor = await apiSession(`ladder-supplier-${run}@example.com`, {
      role: 'vendor',
      companyName: `Kivu Coffee ${run}`,
    });
    const categories = (await ladderVendor.call('/api/categories')) as { id: number }[];
    const product = (await ladderVendor.call('/api/products', {
      categoryId: categories[0]!.id,
      name,
      description: 'Washed robusta, screen 16.',
      price: '4.20',
      unit: 'kg',
      minimumOrder: 100,
      orderMultiple: 25,
      priceTiers: [
        { minQuantity: 500, price: '3.90' },
        { minQuantity: 1000, price: '3.60' },
      ],
      sample: { quantity: 10, price: '60.00' },
      availableQuantity: 50_000,
      images: ['https://example.com/robusta.png'],
    })) as { id: number };
    const buyer = await apiSession(`ladder-buyer-${run}@example.com`, { role: 'buyer' });

    const page = await newPage();
    await page.context().addCookies([buyer.cookie]);
    await page.goto(`/products/${product.id}`);
    const ladder = page.getByRole('table', { name: 'Price by quantity' });
    expect(await ladder.getByRole('row').allTextContents()).toEqual([
      'QuantityPrice per kg',
      '100 – 475 kg$4.20',
      '500 – 975 kg$3.90',
      '1,000 kg or more$3.60',
    ]);
    await page.getByText('Sold in multiples of 25 kg').waitFor();
    await screenshot(page, 'product-price-ladder-desktop');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await readToast(page, 'Added to cart');

    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: name });
    await line.getByText('$4.20 per kg').waitFor();
    await line.getByText('Order 500 kg for $3.90 per kg').waitFor();
    await line.getByText('$420.00').waitFor();
    // A typed 480 is not a multiple of 25: it snaps to 475, and one bag more reaches the rung.
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${name}` });
    await quantity.fill('480');
    await quantity.press('Enter');
    await line.getByText('$1,995.00').waitFor();
    await line.getByRole('button', { name: `Increase Quantity of ${name}` }).click();
    await line.getByText('$3.90 per kg').waitFor();
    await line.getByText('$1,950.00').waitFor();
    await line.getByText('Order 1,000 kg for $3.60 per kg').waitFor();
    await screenshot(page, 'cart-price-ladder-desktop');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel('Shipping address').fill('Kaiserkai 1, 20457 Hamburg');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/orders');
    const order = page.getByRole('article').filter({ hasText: name }).first();
    await order.getByText('$1,950.00').first().waitFor();

    await page.goto(`/products/${product.id}`);
    await page.getByText('Sample: 10 kg for $60.00').waitFor();
    await page.getByRole('button', { name: 'Get Sample' }).click();
    await page.getByLabel('Shipping address').fill('Lab 2, Kaiserkai 1, Hamburg');
    await page.getByRole('button', { name: 'Order Sample' }).click();
    await page.waitForURL('**/orders');
    const sample = page.getByRole('article').filter({ hasText: '$60.00' }).first();
    await sample.getByText('Sample', { exact: true }).waitFor();
    await screenshot(page, 'orders-with-sample-desktop');

    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Get Sample' }).click();
    await page.getByLabel('Shipping address').fill('Lab 2, Kaiserkai 1, Hamburg');
    await page.getByRole('button', { name: 'Order Sample' }).click();
    await page.getByText(/You have already ordered a sample of/).waitFor();

    const phone = await newPage({ width: 390, height: 844 });
    await phone.goto(`/products/${product.id}`);
    await phone.getByRole('table', { name: 'Price by quantity' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'product-price-ladder-phone');
  });
});

describe('webhooks in the API console', () => {
  it('adds an endpoint, shows its secret once, and a test event arrives signed with it', async () => {
    const { url: endpoint, received, server: receiver } = await startWebhookReceiver();
    try {
      const integrator = await apiSession(`hooks-${run}@example.com`, { role: 'buyer' });
      const page = await newPage();
      await page.context().addCookies([integrator.cookie]);
      // The page's clock, to let the deliveries' next refresh come at once.
      await page.clock.install();
      await page.goto('/api');
      await openTab(page, 'Webhooks');
      await page.getByText('No webhook endpoints yet').waitFor();
      await page.getByLabel('Endpoint URL').fill(endpoint);
      await page.getByLabel('Description (optional)').fill('Our ERP');
      await page.getByRole('button', { name: 'Add Endpoint' }).click();
      const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await screenshot(page, 'webhooks-desktop');

      const card = page.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem').first();
      await card.getByRole('button', { name: `Send a test event to ${endpoint}` }).click();
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
      // While a delivery is pending the list asks again every few seconds.
      await expect
        .poll(async () => {
          await page.clock.fastForward(5_000);
          return card.getByText('succeeded').count();
        })
        .toBe(1);
      expect(received).toHaveLength(1);
      // Any Standard Webhooks library verifies it with the secret shown.
      const { headers, body } = received[0]!;
      const event = new Webhook(secret).verify(body, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }) as { type: string };
      expect(event.type).toBe('webhook.test');
      await page.getByRole('button', { name: 'I have stored it' }).click();
      expect(await page.getByLabel('Signing secret', { exact: true }).count()).toBe(0);

      // A new secret: for a day each delivery is signed with it and with the old one.
      await card.getByRole('button', { name: `Give ${endpoint} a new signing secret` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new secret' }).click();
      const rotated = await card.getByLabel('Signing secret', { exact: true }).inputValue();
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      await screenshot(page, 'webhooks-new-secret-desktop');
      await card.getByRole('button', { name: `Send a test event to ${endpoint}` }).click();
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
      for (const signer of [rotated, secret]) {
        const signed = received[1]!;
        expect(
          new Webhook(signer).verify(signed.body, {
            'webhook-id': String(signed.headers['webhook-id']),
            'webhook-timestamp': String(signed.headers['webhook-timestamp']),
            'webhook-signature': String(signed.headers['webhook-signature']),
          }),
        ).toMatchObject({ type: 'webhook.test' });
      }
      await card.getByRole('button', { name: 'I have stored it' }).click();

      const phone = await newPage({ width: 390, height: 844 });
      await phone.context().addCookies([integrator.cookie]);
      await phone.goto('/api');
      await openTab(phone, 'Webhooks');
      await phone.getByText('Our ERP').waitFor();
      expect(await horizontalOverflow(phone)).toBe(0);
      await screenshot(phone, 'webhooks-phone');
    } finally {
      receiver.close();
    }
  });
});

describe('a buying company', () => {
  it('invites a purchaser and an approver; a checkout past the limit waits and is approved', async () => {
    const owner = await apiSession(`firm-owner-${run}@example.com`, {
      role: 'buyer',
      companyName: `Hamburg Roasters ${run}`,
    });
    const seller = await verifiedVendor(`firm-supplier-${run}@example.com`, `Andes Coffee ${run}`);
    const product = await listProduct(seller, {
      name: `Green arabica ${run}`,
      description: 'Washed, screen 16+.',
      price: '4.00',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 100_000,
    });

    // The owner invites from /company; each invited address gets its link.
    const page = await newPage();
    await page.context().addCookies([owner.cookie]);
    await page.goto('/company');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    const invite = async (email: string, role: string) => {
      await invitations.getByLabel('Email').fill(email);
      await invitations.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role, exact: true }).click();
      await invitations.getByRole('button', { name: 'Invite' }).click();
      await invitations.getByRole('article', { name: email }).waitFor();
    };
    const purchaserEmail = `firm-purchaser-${run}@example.com`;
    const approverEmail = `firm-approver-${run}@example.com`;
    await invite(purchaserEmail, 'purchaser');
    await invite(approverEmail, 'approver');
    const linkTo = async (email: string) => {
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const mail = (await emailsTo(email)).find((one) => one.subject?.startsWith('Join '));
            link = /\/invitations\/accept\?token=\S+/.exec(mail?.text ?? '')?.[0];
            return link;
          },
          { timeout: 20_000 },
        )
        .toBeDefined();
      return link!;
    };
    const accept = async (email: string, firstName: string) => {
      const joining = await newPage();
      await joining.goto(await linkTo(email));
      await joining.getByRole('heading', { name: `Join Hamburg Roasters ${run}` }).waitFor();
      await joining.getByLabel('First name').fill(firstName);
      await joining.getByLabel('Last name').fill('Member');
      await joining.getByLabel('Password').fill(PASSWORD);
      await joining.getByRole('button', { name: 'Make my account and join' }).click();
      await joining.waitForURL((address) => address.pathname === '/company');
      return joining;
    };
    const purchaser = await accept(purchaserEmail, 'Petra');
    const approver = await accept(approverEmail, 'Arno');

    // The owner gives the purchaser a monthly limit, once the reloaded page has its members: a
    // list that arrives after the typing would put the field back as it was.
    await page.reload();
    await page.waitForLoadState('networkidle');
    const petra = page.getByRole('article', { name: 'Petra Member' });
    await petra.getByLabel('Monthly limit of Petra Member (US$)').fill('1000');
    await petra.getByRole('button', { name: 'Save limit' }).click();
    await petra.getByText('$1,000.00').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'company-desktop');

    // The purchaser's checkout of $1,600 passes the limit: it waits for approval.
    const added = await purchaser.request.post('/api/cart', {
      data: { productId: product.id, quantity: 400 },
      headers: { origin: url() },
    });
    expect(added.status()).toBe(201);
    await purchaser.goto('/cart');
    await purchaser.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await purchaser.getByLabel('Shipping address').fill('Am Sandtorkai 5, Hamburg');
    await purchaser.getByLabel('Purchase-order number').fill(`PO-${run}`);
    await purchaser.getByRole('button', { name: 'Place Order' }).click();
    await purchaser.waitForURL((address) => address.pathname === '/approvals');
    await purchaser.getByText('Waiting for an approver').waitFor();
    expect(await ordersOf(owner)).toBe(0);

    // The approver approves it: the order exists, once.
    await approver.goto('/approvals');
    const request = approver.getByRole('article', { name: /\$1,600\.00/ });
    await request.getByText('Past the purchaser’s monthly limit').waitFor();
    // The header holds the company switcher too, and nothing is wider than the screen.
    await approver
      .getByRole('banner')
      .getByRole('combobox', { name: 'Acting for' })
      .filter({ hasText: `Hamburg Roasters ${run}` })
      .waitFor();
    expect(await horizontalOverflow(approver)).toBe(0);
    await screenshot(approver, 'approvals-desktop');
    await request.getByRole('button', { name: 'Approve' }).click();
    await readToast(approver, 'The orders are placed.');
    expect(await ordersOf(owner)).toBe(1);

    const phone = await newPage({ width: 390, height: 844 });
    await phone.context().addCookies([owner.cookie]);
    await phone.goto('/approvals');
    await phone.getByRole('combobox', { name: 'Show' }).click();
    await phone.getByRole('option', { name: 'Approved' }).click();
    await phone
      .getByRole('article', { name: /\$1,600\.00/ })
      .getByText('approved')
      .waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'approvals-phone');
    await phone.goto('/company');
    await phone.getByRole('article', { name: 'Petra Member' }).getByText('$1,600.00').waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'company-phone');
  });
});

let moneyPartiesMade: ReturnType<typeof makeMoneyParties> | undefined;
const makeMoneyParties = async () => ({
  seller: await verifiedVendor(`paid-supplier-${run}@example.com`, `Kumasi Shea ${run}`),
  customer: await apiSession(`paid-buyer-${run}@example.com`, {
    role: 'buyer',
    companyName: `Lyon Cosmetics ${run}`,
  }),
});
/** A supplier and a buyer for the money journeys, made once for the file. */
const moneyParties = () => (moneyPartiesMade ??= makeMoneyParties());

describe('getting paid', () => {
  it('a supplier sets its terms and bank account, books a payment by hand and from a statement, and assigns what waited', async () => {
    const { seller, customer } = await moneyParties();
    const product = await listProduct(seller, {
      name: `Shea butter ${run}`,
      description: 'Unrefined grade A shea butter.',
      price: '4.00',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 10_000,
    });

    // The supplier's default terms and where it is paid, from /company.
    const page = await newPage();
    await page.context().addCookies([seller.cookie]);
    await page.goto('/company');
    const terms = page.getByRole('region', { name: 'Payment terms' });
    await terms.getByRole('combobox', { name: 'Payment plan' }).click();
    await page.getByRole('option', { name: 'Deposit, then the balance' }).click();
    await terms.getByLabel('Deposit (%)').fill('40');
    await terms.getByRole('combobox', { name: 'Balance due' }).click();
    await page.getByRole('option', { name: 'Against shipping documents' }).click();
    await terms.getByText('Documents will say: 40% deposit, balance against shipping documents.').waitFor();
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await readToast(page, 'Orders placed from now on carry these terms');
    const account = page.getByRole('region', { name: 'Bank account' });
    await account.getByLabel('Account holder').fill(`Kumasi Shea ${run} Ltd`);
    // A mistyped IBAN is refused on its field, and nothing is saved.
    await account.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await account.getByLabel('BIC').fill('COBADEFFXXX');
    await account.getByRole('button', { name: 'Save bank account' }).click();
    await account
      .getByText(/not a valid IBAN: check its country code, its length and its check digits/)
      .waitFor();
    await account.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await account.getByRole('button', { name: 'Save bank account' }).click();
    await readToast(page, 'Bank account saved');
    await account.getByText(/^Last changed /).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'company-payment-settings');
    expect(await seller.call('/api/company/bank-account')).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });

    // An order on those terms, confirmed: the buyer owes $1,000.00, $400.00 of it before shipment.
    await customer.call('/api/cart', { productId: product.id, quantity: 250 });
    const { orders } = (await customer.call('/api/checkout', {
      shippingAddress: 'Quai Rambaud 8, Lyon',
    })) as {
      orders: { id: number }[];
    };
    const orderId = orders[0]!.id;
    const orderName = `Order #${String(orderId).padStart(6, '0')}`;
    await seller.call(`/api/orders/${orderId}`, { status: 'confirmed' }, 'PATCH');

    await page.goto('/vendor/receivables');
    const receivable = page
      .getByRole('list', { name: 'Open orders: receivables' })
      .getByRole('article', { name: orderName });
    await receivable.getByText('Unpaid').waitFor();

    // A deposit seen on the bank's site, booked by hand.
    const record = page.getByRole('region', { name: 'Record a payment' });
    await record.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: new RegExp(`#${String(orderId).padStart(6, '0')}`) }).click();
    await record.getByLabel('Amount (USD)').fill('400');
    await record.getByLabel('Reference').fill(`TT-${run}`);
    await record.getByRole('button', { name: 'Record payment' }).click();
    await readToast(page, 'Payment recorded');
    await receivable.getByText('Deposit paid').waitFor();

    // A statement line the import cannot place waits, with why, until it is assigned.
    const statement = Buffer.from(
      `Booking id,Amount,Value date,Details,Payer\nST-${run}-1,600.00,2026-12-01,Balance shea,Lyon Cosmetiques SAS\n`,
    );
    const importer = page.getByRole('region', { name: 'Import a bank statement' });
    await importer.getByTestId('statement-input').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: statement,
    });
    await importer.getByLabel('Entry id column').fill('Booking id');
    await importer.getByLabel('Amount column').fill('Amount');
    await importer.getByLabel('Value date column').fill('Value date');
    await importer.getByLabel('Reference column').fill('Details');
    await importer.getByLabel('Payer column').fill('Payer');
    await importer.getByRole('button', { name: 'Import statement' }).click();
    await readToast(page, '1 line read: 0 matched to orders, 1 to assign, 0 imported before.');
    const waiting = page
      .getByRole('list', { name: 'Payments to assign' })
      .getByRole('article', { name: /^\$600\.00/ });
    await waiting.getByText('No RF reference, and no open order of this payer for this amount').waitFor();
    await screenshot(page, 'receivables-payments');

    // The same statement again changes nothing.
    await importer.getByTestId('statement-input').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: statement,
    });
    await importer.getByLabel('Entry id column').fill('Booking id');
    await importer.getByLabel('Amount column').fill('Amount');
    await importer.getByLabel('Value date column').fill('Value date');
    await importer.getByRole('button', { name: 'Import statement' }).click();
    await readToast(page, '1 line read: 0 matched to orders, 0 to assign, 1 imported before.');

    await waiting.getByRole('combobox', { name: 'Order for the payment of $600.00' }).click();
    await page.getByRole('option', { name: new RegExp(`#${String(orderId).padStart(6, '0')}`) }).click();
    await waiting.getByRole('button', { name: 'Assign' }).click();
    await readToast(page, `It now counts towards order #${String(orderId).padStart(6, '0')}.`);
    await page.getByText('Every payment found its order.').waitFor();
    // Paid in full, the order leaves the open receivables.
    await receivable.waitFor({ state: 'detached' });
    const paid = (await customer.call(`/api/orders/${orderId}`)) as {
      payment: { state: string; paid: string };
    };
    expect(paid.payment).toMatchObject({ state: 'paid', paid: '1000.00' });

    const phone = await newPage(PHONE);
    await phone.context().addCookies([seller.cookie]);
    await phone.goto('/company');
    await phone
      .getByRole('region', { name: 'Bank account' })
      .getByText(/^Last changed /)
      .waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'company-payment-settings-phone');
    await phone.goto('/vendor/receivables');
    await phone.getByRole('region', { name: 'Record a payment' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'receivables-payments-phone');
  });
});

describe('trade protection', () => {
  it('a buyer protects an order, pays into protection, and disputes it from /escrow, on desktop and phone', async () => {
    // The administrator's calls, with the password given again (setting where buyers pay asks for it).
    const cookie = await adminCookie();
    const admin = async (path: string, init: RequestInit) => {
      const answer = await fetch(`${url()}${path}`, {
        ...init,
        headers: { origin: url(), cookie, 'x-requested-with': 'fetch', ...init.headers },
      });
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return answer;
    };
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await admin('/api/auth/confirm-password', json({ password: E2E_ADMIN.password }));
    await admin('/api/admin/protection', {
      ...json({ accountHolder: 'RawEx Protection', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }),
      method: 'PUT',
    });

    // The marketplace takes 2 % of every order line from today.
    await admin(
      '/api/admin/commission-rules',
      json({ scope: 'default', percent: 2, effectiveFrom: today() }),
    );

    // The supplier and buyer of 'getting paid': sign-ups from one network are limited by the hour.
    const { seller, customer } = await moneyParties();
    const product = await listProduct(seller, {
      name: `Cashew kernels ${run}`,
      description: 'W320 cashew kernels.',
      price: '8.00',
      unit: 'kg',
      minimumOrder: 50,
      availableQuantity: 5_000,
    });
    await customer.call('/api/cart', { productId: product.id, quantity: 100 });
    const { orders } = (await customer.call('/api/checkout', {
      shippingAddress: 'Rua do Ouro 1, Porto',
    })) as {
      orders: { id: number }[];
    };
    const orderId = orders[0]!.id;
    const orderName = `Order #${String(orderId).padStart(6, '0')}`;

    // The buyer protects the pending order from /orders.
    const page = await newPage();
    await page.context().addCookies([customer.cookie]);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: orderName });
    await card.getByRole('button', { name: 'Protect Order' }).click();
    await readToast(page, 'Its pro-forma will ask for payment into the marketplace’s collection account.');
    await card.getByText('Protected').waitFor();

    // Confirmed, paid into the collection account (the operator's statement), and shipped.
    await seller.call(`/api/orders/${orderId}`, { status: 'confirmed' }, 'PATCH');
    const { payment } = (await customer.call(`/api/orders/${orderId}`)) as { payment: { reference: string } };
    const statement = new FormData();
    statement.append(
      'statement',
      new Blob([collectionStatement(`COL-${run}`, '800.00', payment.reference)], { type: 'application/xml' }),
      'statement.xml',
    );
    const imported = (await (
      await admin('/api/admin/protection/statements', { method: 'POST', body: statement })
    ).json()) as { held: number };
    expect(imported.held).toBe(1);
    await seller.call(`/api/orders/${orderId}`, { status: 'shipped' }, 'PATCH');

    await page.goto('/escrow');
    const escrow = page
      .getByRole('list', { name: 'Protected orders' })
      .getByRole('article', { name: orderName });
    await escrow.getByText('Funded', { exact: true }).waitFor();
    const milestones = escrow.getByRole('list', { name: `Milestones of ${orderName}` });
    await milestones.getByText('Paid into protection (done)').waitFor();
    await milestones.getByText('Received (to come)').waitFor();
    await escrow.getByRole('button', { name: 'Open a dispute' }).click();
    await escrow.getByLabel('Amount claimed (USD)').fill('900');
    await escrow.getByLabel('What went wrong').fill('Broken kernels: 12 % against the 5 % agreed.');
    await escrow.getByRole('button', { name: 'Open dispute' }).click();
    await escrow.getByText(/at most what is held for the order, 800\.00/).waitFor();
    await escrow.getByLabel('Amount claimed (USD)').fill('200');
    await escrow.getByLabel('Attach evidence').setInputFiles({
      name: 'grading-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
    await escrow.getByText('📎 grading-report.pdf').waitFor();
    await escrow.getByRole('button', { name: 'Open dispute' }).click();
    await readToast(page, 'The money stays held; the supplier answers within 3 days.');
    const dispute = escrow.getByRole('region', { name: /^Dispute #\d+$/ });
    await dispute.getByText('Waiting for the supplier').waitFor();
    await dispute.getByRole('link', { name: /grading-report\.pdf/ }).waitFor();
    await escrow.getByText('Disputed', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'escrow-protected-orders');

    // The supplier answers from its own /escrow, offering part.
    const sellerPage = await newPage();
    await sellerPage.context().addCookies([seller.cookie]);
    await sellerPage.goto('/escrow');
    const sold = sellerPage.getByRole('article', { name: orderName });
    // The buyer's evidence reaches the supplier, and only the two firms may download it.
    const evidence = await sold.getByRole('link', { name: /grading-report\.pdf/ }).getAttribute('href');
    expect((await sellerPage.request.get(evidence!)).status()).toBe(200);
    await sold.getByRole('combobox', { name: 'Your answer' }).click();
    await sellerPage.getByRole('option', { name: 'Offer part of it' }).click();
    await sold.getByLabel('Offer (USD)').fill('80');
    await sold.getByLabel('What you say to the buyer').fill('Our sample shows 7 %: we offer 80.');
    await sold.getByRole('button', { name: 'Send answer' }).click();
    await readToast(sellerPage, 'The buyer is told at once.');
    await sellerPage.goto('/vendor/orders');
    await sellerPage
      .getByRole('article', { name: orderName })
      .getByText('Marketplace commission')
      .locator('..')
      .getByText('$16.00')
      .waitFor();

    const phone = await newPage(PHONE);
    await phone.context().addCookies([customer.cookie]);
    await phone.goto('/escrow');
    const onPhone = phone.getByRole('article', { name: orderName });
    await onPhone.getByRole('button', { name: 'Accept the offer of $80.00' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'escrow-protected-orders-phone');
    await onPhone.getByRole('button', { name: 'Accept the offer of $80.00' }).click();
    await readToast(phone, 'The refund is owed to you; the rest goes to the supplier.');
    await onPhone.getByText('Released', { exact: true }).first().waitFor();

    // The operator's books, balanced, on its own screen.
    const adminPage = await newPage();
    const [name, value] = cookie.split('=') as [string, string];
    await adminPage.context().addCookies([{ name, value, url: url() }]);
    await adminPage.goto('/admin/payouts');
    const books = adminPage.getByRole('table', { name: 'Trial balance' });
    await books.getByRole('row', { name: /Total \(difference\).*\$0\.00$/ }).waitFor();
    // 720.00 released of 800.00: 14.40 of the 16.00 commission taken, 705.60 owed to the supplier.
    await books.getByRole('row', { name: /^Commission revenue .*-\$14\.40$/ }).waitFor();
    await books.getByRole('row', { name: /^Payable to suppliers .*-\$705\.60$/ }).waitFor();
    await screenshot(adminPage, 'admin-payouts');
    await adminPage.goto('/admin/disputes');
    await adminPage.getByRole('combobox', { name: 'Show' }).click();
    await adminPage.getByRole('option', { name: 'Resolved' }).click();
    await adminPage
      .getByRole('list', { name: 'Disputes' })
      .getByText(`Order #${String(orderId).padStart(6, '0')}`, { exact: false })
      .waitFor();
    await adminPage
      .getByRole('list', { name: 'Disputes' })
      .getByText(/^Quality not as agreed · .+ against Kumasi Shea /)
      .waitFor();
    await screenshot(adminPage, 'admin-disputes');
    await adminPage.goto('/admin/commission');
    await adminPage
      .getByRole('list', { name: 'Commission rules' })
      .getByText('2.00% · Every order line')
      .waitFor();
    await screenshot(adminPage, 'admin-commission');
    const adminPhone = await newPage(PHONE);
    await adminPhone.context().addCookies([{ name, value, url: url() }]);
    await adminPhone.goto('/admin/payouts');
    await adminPhone.getByRole('table', { name: 'Trial balance' }).waitFor();
    expect(await horizontalOverflow(adminPhone)).toBe(0);
    await screenshot(adminPhone, 'admin-payouts-phone');
  });
});

const today = () => new Date().toISOString().slice(0, 10);

/** A camt.053 statement of the collection account with one credit quoting `reference`. */
function collectionStatement(id: string, amount: string, reference: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-12-01T08:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>${id}</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
    <Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <ValDt><Dt>2026-12-01</Dt></ValDt><AcctSvcrRef>${id}-1</AcctSvcrRef>
      <NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls>
    </Ntry>
  </Stmt>
</BkToCstmrStmt></Document>`;
}

/** A product listed over the API by `seller`, in the first category, with a picture from elsewhere. */
async function listProduct(
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
async function ordersOf(owner: { call: (path: string) => Promise<unknown> }): Promise<number> {
  const me = (await owner.call('/api/auth/me')) as { companyId: string };
  return ((await owner.call(`/api/orders?buyerId=${me.companyId}`)) as unknown[]).length;
}
