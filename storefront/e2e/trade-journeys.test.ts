// Long by nature: trading journeys through the running app (lists, news, quotes, ladders,
// webhooks), each one whole, beside journeys.test.ts on a server and browser of their own.
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '@rawex/api/testing';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, openTab, screenshot } from './browser.ts';
import { listProduct, readToast } from './journey-steps.ts';
import { rawexInChromium } from './session.ts';

const run = Date.now().toString(36);

const { newPage, apiSession, verifiedVendor } = rawexInChromium();
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

    const page = await newPage(undefined, { fresh: true });
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
    // Paid in full first, as the supplier's terms (prepayment, the default) ask before it ships.
    await bellVendor.call('/api/payments', {
      orderId: orders[0]!.id,
      amount: '50.00',
      currency: 'USD',
      valueDate: '2026-12-04',
      method: 'bank_transfer',
    });
    await bellVendor.call(`/api/orders/${orders[0]!.id}`, { status: 'shipped' }, 'PATCH');
    await expect.poll(unread, { timeout: 20_000 }).toBe(3);
    // No reload: the header asks again on its own every ten seconds (each look lets ten pass, as a
    // question still on its way when the clock jumps is answered with the count from before).
    await expect
      .poll(
        async () => {
          await page.clock.fastForward('00:10');
          return bell.getAttribute('aria-label');
        },
        // The page's question takes a moment on a busy machine: a look a second.
        { timeout: 20_000, interval: 1_000 },
      )
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
    await page.getByLabel(/^Destination/).fill('Port of Hamburg');
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
    await vendorPage.getByLabel('Note on payment (optional)').fill('Documents through Deutsche Bank');
    await vendorPage
      .getByText(
        'Documents will say: 30% deposit, balance against shipping documents; Documents through Deutsche Bank.',
      )
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
      incotermPlace: 'Santos',
      paymentPlan: { kind: 'prepayment', note: 'By letter of credit at sight' },
    });

    // The buyer compares them side by side, on a desktop and on a phone.
    await page.reload();
    const quotes = page.getByRole('table');
    await quotes
      .getByRole('row', { name: `Quote from Andes Growers ${run}` })
      .getByText(/30% deposit, balance against shipping documents; Documents through Deutsche Bank/)
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
    // The order says the terms agreed at their named place, and who carries cost and risk from where.
    await page.getByText('FOB Santos (Incoterms 2020)').first().waitFor();
    await screenshot(page, 'quote-accepted-orders');
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'quote-accepted-orders-phone');
    if (desktop) await page.setViewportSize(desktop);

    const vendorOrders = (await nordic.call(`/api/orders?vendorId=${nordic.id}`)) as {
      totalAmount: string;
      terms: { incoterm: string; incotermPlace: string };
      payment: { terms: string };
    }[];
    // The order is paid as the quote's plan says, its note with it.
    expect(vendorOrders[0]).toMatchObject({
      totalAmount: '74000.00',
      terms: { incoterm: 'FOB', incotermPlace: 'Santos' },
      payment: { terms: 'Payment in full before shipment; By letter of credit at sight' },
    });

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
    // On a busy server the page may arrive before the product and show it once it has loaded.
    await ladder.waitFor();
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
      const page = await newPage(undefined, { fresh: true });
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
        .poll(
          async () => {
            await page.clock.fastForward(5_000);
            return card.getByText('succeeded').count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
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

describe('shipments', () => {
  it('a buyer follows two lots of an order as the forwarder’s events come in', async () => {
    const seller = await apiSession(`lots-seller-${run}@example.com`, {
      role: 'vendor',
      companyName: `Cerrado Coffee ${run}`,
    });
    const coffee = await listProduct(seller, {
      name: `Green Coffee ${run}`,
      description: 'Brazilian Santos NY 2/3, in 60 kg bags.',
      price: '240.00',
      unit: 'bag',
      minimumOrder: 1,
      availableQuantity: 500,
    });
    const buyer = await apiSession(`lots-buyer-${run}@example.com`, { role: 'buyer' });
    await buyer.call('/api/cart', { productId: coffee!.id, quantity: 320 });
    const { orders } = (await buyer.call('/api/checkout', {
      shippingAddress: 'Hafen 3, Hamburg',
    })) as { orders: { id: number; totalAmount: string }[] };
    const order = orders[0]!;
    await seller.call(`/api/orders/${order.id}`, { status: 'confirmed' }, 'PATCH');
    await seller.call('/api/payments', {
      orderId: order.id,
      amount: order.totalAmount,
      currency: 'USD',
      valueDate: new Date().toISOString().slice(0, 10),
      method: 'bank_transfer',
    });
    const lots = [
      (await seller.call(`/api/orders/${order.id}/shipments`, {
        mode: 'sea',
        carrier: 'MSC',
        transportDocumentNumber: 'MEDUSS123456',
        equipment: ['MSCU6639871', 'MSCU7012344'],
        placeOfLoading: 'Santos',
        placeOfLoadingCode: 'BRSSZ',
        placeOfDischarge: 'Hamburg',
        placeOfDischargeCode: 'DEHAM',
      })) as { id: number },
    ];
    const orderName = `Order #${String(order.id).padStart(6, '0')}`;
    // The supplier books the second lot on its orders page, and records when it should arrive.
    const desk = await newPage();
    await desk.context().addCookies([seller.cookie]);
    await desk.goto('/vendor/orders');
    const received = desk.getByRole('article', { name: orderName });
    await received.getByRole('button', { name: 'Book shipment' }).click();
    const booking = desk.getByRole('dialog', {
      name: `Book a shipment of order #${String(order.id).padStart(6, '0')}`,
    });
    await booking.getByRole('button', { name: 'Book shipment' }).click();
    await booking.getByText('Carrier must name the carrier').waitFor();
    await booking.getByLabel('Carrier').fill('MSC');
    await booking.getByLabel('Transport document number').fill('MEDUSS123457');
    await booking.getByLabel('Containers or wagons').fill('MSCU7013000');
    await booking.getByLabel('Place of loading').fill('Santos');
    await booking.getByLabel('Place of discharge').fill('Hamburg');
    await screenshot(desk, 'book-shipment');
    await booking.getByRole('button', { name: 'Book shipment' }).click();
    await readToast(desk, 'It shows in the order’s tracking.');
    await received.getByRole('button', { name: 'Track' }).click();
    const booked = received.getByRole('listitem', { name: /^Shipment #\d+$/ }).last();
    lots.push({ id: Number((await booked.getAttribute('aria-label'))!.slice('Shipment #'.length)) });
    await booked.getByRole('button', { name: 'Record milestone' }).click();
    const recording = desk.getByRole('dialog', { name: `Shipment #${lots[1]!.id}: record a milestone` });
    await recording.getByRole('combobox', { name: 'Milestone' }).click();
    await desk.getByRole('option', { name: 'Arrived' }).click();
    await recording.getByRole('combobox', { name: 'How sure' }).click();
    await desk.getByRole('option', { name: 'Planned' }).click();
    const inDays = new Date(Date.now() + 25 * 86_400_000);
    inDays.setMinutes(inDays.getMinutes() - inDays.getTimezoneOffset());
    await recording.getByLabel('When').fill(inDays.toISOString().slice(0, 16));
    await recording.getByLabel('Where').fill('Hamburg');
    await screenshot(desk, 'record-milestone');
    await recording.getByRole('button', { name: 'Record' }).click();
    await readToast(desk, 'Arrived');
    await booked.getByText(/Arrival expected .* \(planned\)/).waitFor();
    await screenshot(desk, 'vendor-order-lots');
    // The forwarder pushes DCSA events with the key the supplier gave it.
    const { key } = (await seller.call('/api/keys', {
      name: 'Forwarder',
      permissions: ['write:shipments'],
    })) as { key: string };
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const dcsa = (eventID: string, code: string, classifier: string, at: string, place: string) => ({
      eventID,
      eventType: code === 'DEPA' || code === 'ARRI' ? 'TRANSPORT' : 'EQUIPMENT',
      [code === 'DEPA' || code === 'ARRI' ? 'transportEventTypeCode' : 'equipmentEventTypeCode']: code,
      eventClassifierCode: classifier,
      eventDateTime: at,
      eventLocation: { locationName: place },
    });
    const push = async (lot: { id: number }, events: unknown[]) => {
      const answer = await fetch(`${buyer.cookie.url}/api/shipments/${lot.id}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(events),
      });
      expect(answer.status).toBe(201);
    };
    await push(lots[0]!, [
      dcsa(`${run}-1`, 'LOAD', 'ACT', hoursFromNow(-20), 'Santos'),
      dcsa(`${run}-2`, 'DEPA', 'ACT', hoursFromNow(-12), 'Santos'),
      dcsa(`${run}-3`, 'ARRI', 'PLN', hoursFromNow(18 * 24), 'Hamburg'),
      dcsa(`${run}-4`, 'ARRI', 'EST', hoursFromNow(21 * 24), 'Hamburg'),
    ]);

    // Shipped: the supplier uploads the documents the deal needs under the order's tracking.
    await desk.reload();
    const shipped = desk.getByRole('article', { name: orderName });
    await shipped.getByRole('button', { name: 'Track' }).click();
    const presenting = shipped.getByRole('region', { name: 'Trade documents' });
    for (const title of ['Packing list', 'Bill of lading']) {
      await presenting.getByLabel(`Upload the ${title.toLowerCase()}`).setInputFiles({
        name: `${title}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% ${title}\n`,
        ),
      });
      await readToast(desk, `${title}: the buyer reviews it.`);
    }
    await presenting.getByText('Bill of lading.pdf, version 1', { exact: false }).waitFor();
    await screenshot(desk, 'vendor-trade-documents');

    // The buyer rejects the packing list, saying why, and accepts the bill of lading.
    const reviewing = await newPage();
    await reviewing.context().addCookies([buyer.cookie]);
    await reviewing.goto('/orders');
    const bought = reviewing.getByRole('article', { name: orderName });
    await bought.getByRole('button', { name: 'Track' }).click();
    const documents = bought.getByRole('region', { name: 'Trade documents' });
    await documents.getByRole('button', { name: 'Reject the packing list' }).click();
    const rejecting = reviewing.getByRole('dialog', { name: 'Reject the packing list' });
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await rejecting.getByText('Say what is wrong, so the supplier can correct it').waitFor();
    await rejecting.getByLabel('What is wrong').fill('Gross weights per bag are missing');
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await readToast(reviewing, 'The supplier is told why.');
    await documents.getByRole('button', { name: 'Accept the bill of lading' }).click();
    await readToast(reviewing, 'Bill of lading');
    await documents.getByText('Rejected: “Gross weights per bag are missing”', { exact: false }).waitFor();
    expect(await documents.getByText('Accepted', { exact: true }).count()).toBe(1);

    // Two bags short: the supplier credits part of the invoice.
    await shipped.getByRole('button', { name: 'Credit note' }).click();
    const crediting = desk.getByRole('dialog', {
      name: `Credit note for order #${String(order.id).padStart(6, '0')}`,
    });
    await crediting.getByLabel('Amount (USD)').fill('480');
    await crediting.getByLabel('Reason').fill('Short delivery: 2 bags');
    await screenshot(desk, 'credit-note');
    await crediting.getByRole('button', { name: 'Issue credit note' }).click();
    await readToast(desk, 'the buyer finds it among the order’s documents.');

    for (const size of [undefined, { width: 390, height: 844 }]) {
      const page = await newPage(size);
      await page.context().addCookies([buyer.cookie]);
      await page.goto('/orders');
      const card = page.getByRole('article', { name: orderName });
      await card.getByText('Shipped', { exact: true }).first().waitFor();
      await card.getByRole('button', { name: 'Documents' }).click();
      await card.getByRole('link', { name: /^Credit note INV-\d{4}-\d{6}$/ }).waitFor();
      await card.getByRole('button', { name: 'Track' }).click();
      const first = card.getByRole('listitem', { name: `Shipment #${lots[0]!.id}` });
      await first.getByText('In transit').waitFor();
      await first.getByText(/Arrival expected .* \(estimated\) · 3 days late/).waitFor();
      await first.getByText('Sea · MSC · B/L MEDUSS123456 · 2 containers').waitFor();
      const second = card.getByRole('listitem', { name: `Shipment #${lots[1]!.id}` });
      await second.getByText('Booked').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, size ? 'order-lots-phone' : 'order-lots');
    }
  });
});
