// Long by nature: the users' journeys through the running app, each one whole.
import { renderCommodityImage } from '@rawex/fixtures';
import type { Page, Route } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, openTab, screenshot } from './browser.ts';
import { join, readToast, signIn, signOut } from './journey-steps.ts';
import { FIRST_SCRIPT_BUDGETS } from '@rawex/storefront/server';
import { BOOT_DATA_ID } from '../src/server-rendering/render-contract.ts';
import { E2E_ADMIN } from './rawex-server.ts';
import { API_PASSWORD, rawexInChromium, type Viewport } from './session.ts';

const PASSWORD = API_PASSWORD;
const PHONE: Viewport = { width: 390, height: 844 };
const run = Date.now().toString(36);
const vendor = { email: `cocoa-${run}@example.com`, company: `Volta Cocoa ${run}` };
const buyer = { email: `buyer-${run}@example.com` };
const COMMODITY = 'cocoa-beans';
const cocoa = `Ghana Cocoa Beans ${run}`;

/** The lazy parts a page rendered on the server names in its boot data. */
const bootParts = (html: string) =>
  (
    JSON.parse(
      new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([\\s\\S]*?)</script>`).exec(
        html,
      )?.[1] ?? '{}',
    ) as { parts?: string[] }
  ).parts;

const { url, publicUrl, newContext, newPage, emailsTo, apiSession, adminCookie, adminCode } =
  rawexInChromium();

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

    // It sells on net terms (paid 30 days after the invoice): its orders ship before they are paid.
    await page.goto('/company');
    const terms = page.getByRole('region', { name: 'Payment terms' });
    await terms.getByRole('combobox', { name: 'Payment plan' }).click();
    await page.getByRole('option', { name: 'Net terms' }).click();
    await terms.getByText('Documents will say: Net 30 days after invoice.').waitFor();
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await readToast(page, 'Orders placed from now on carry these terms');

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
    await received.getByRole('button', { name: 'Ship', exact: true }).click();
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

    // Its payment: the supplier's terms (net 30), the reference, and the documents its moves issued.
    const payment = placed.getByRole('region', { name: 'Payment' });
    await payment.getByText('Net 30 days after invoice').waitFor();
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
    // The screen's own chunk is asked for with the app's, not after it, and so are the lazy parts
    // it shows, which load before it hydrates: those the first script's budget counts.
    const html = await (await fetch(`${url()}/products/${product?.id}`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ProductDetail-[\w-]+\.js">/);
    const { source, parts = [] } = FIRST_SCRIPT_BUDGETS['/products/{id}']!;
    expect(bootParts(html)).toEqual([source, ...parts]);
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

  it('shows every visitor a change to the catalogue at once, though their pages are kept', async () => {
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
    // A signed-in visitor is sent the page kept for everyone: the change is on it, and nobody's name.
    const own = await fetch(`${url()}/products?search=${word}`, { headers: { accept: 'text/html', cookie } });
    const ownText = await own.text();
    expect(ownText).toContain(`Cloves ${word}`);
    expect(ownText).not.toContain('Sign out');
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
    await visitor.getByText('✓ Verified').first().waitFor();
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

  it('a member of two firms signs in 20 times and each time lands on the page it was going to', async () => {
    // A purchaser of another firm too, so the header offers the company switcher.
    const email = `two-firms-${run}@example.com`;
    const member = await apiSession(email, { role: 'buyer', companyName: `Own Desk ${run}` });
    const firm = await apiSession(`firm-owner-${run}@example.com`, {
      role: 'buyer',
      companyName: `Lagos Millers ${run}`,
    });
    await firm.call('/api/company/invitations', { email, role: 'purchaser' });
    let token: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await emailsTo(email)).find((one) => one.subject?.startsWith('Join '));
        token = /invitations\/accept\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
        return token;
      })
      .toBeDefined();
    await member.call('/api/invitations/accept', { token: decodeURIComponent(token!) });

    const page = await newPage();
    for (let time = 1; time <= 20; time += 1) {
      await page.context().clearCookies();
      await page.goto('/orders');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      // Signed in, the form waits while the next page's code loads: offering "Sign in" again
      // meanwhile read as a sign-in that had failed, and people signed in twice.
      await page.evaluate(() => {
        const watched = { submitted: false, offeredAgain: false };
        Object.assign(window, { signInWatched: watched });
        document.addEventListener('submit', () => (watched.submitted = true), true);
        new MutationObserver(() => {
          const offered = [...document.querySelectorAll('main button[type="submit"]')].some(
            (button) => button.textContent === 'Sign in' && !(button as HTMLButtonElement).disabled,
          );
          if (watched.submitted && offered) watched.offeredAgain = true;
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/orders');
      await page.getByRole('combobox', { name: 'Acting for' }).waitFor();
      const watched = await page.evaluate(
        () => (window as unknown as { signInWatched: { offeredAgain: boolean } }).signInWatched,
      );
      expect({ time, offeredAgain: watched.offeredAgain }).toEqual({ time, offeredAgain: false });
    }
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

  it('a buyer compares products side by side, picked on the listing and on a page, on desktop and phone', async () => {
    const page = await newPage();
    const products = (await (await page.request.get(`${publicUrl()}/api/products?limit=3`)).json()) as {
      id: number;
      name: string;
    }[];
    // Two picked on the listing, each saying it is picked; the third from its own page: one set.
    await page.goto('/products');
    for (const product of products.slice(0, 2)) {
      const pick = page.getByRole('button', { name: `Compare ${product.name}` });
      await pick.click();
      await expect.poll(() => pick.getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('link', { name: 'Compare (2)' }).waitFor();
    await page.goto(`/products/${products[2]!.id}`);
    await page.getByRole('button', { name: 'Add to compare' }).click();
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
