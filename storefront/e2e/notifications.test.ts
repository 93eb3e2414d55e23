import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, screenshot } from './browser.ts';
import { rawexInChromium } from './session.ts';

const { newPage, apiSession } = rawexInChromium();
const run = Date.now().toString(36);

describe('notifications', () => {
  it('the bell counts a buyer’s news, moves when the supplier ships, and empties when read', async () => {
    const supplier = await apiSession(`bell-supplier-${run}@example.com`, {
      role: 'vendor',
      companyName: `Bell Metals ${run}`,
    });
    const [category] = (await supplier.call('/api/categories')) as { id: number }[];
    const product = (await supplier.call('/api/products', {
      categoryId: category!.id,
      name: `Tin ingot ${run}`,
      description: 'LME grade tin ingots.',
      price: '25.00',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 100,
      images: ['https://example.com/tin.png'],
    })) as { id: number };
    const buyer = await apiSession(`bell-buyer-${run}@example.com`, { role: 'buyer' });
    await buyer.call('/api/cart', { productId: product.id, quantity: 2 });
    const { orders } = (await buyer.call('/api/checkout', { shippingAddress: 'Harbour Road 12, Tema' })) as {
      orders: { id: number }[];
    };
    const number = String(orders[0]!.id).padStart(6, '0');

    const page = await newPage();
    await page.context().addCookies([buyer.cookie]);
    await page.goto('/');
    const bell = page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .first();
    // The order placed: one notification, once the worker has dispatched it.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 })
      .toBe('Notifications, 1 new');

    await supplier.call(`/api/orders/${orders[0]!.id}`, { status: 'confirmed' }, 'PATCH');
    await supplier.call(`/api/orders/${orders[0]!.id}`, { status: 'shipped' }, 'PATCH');
    // No reload: the header asks again on its own.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 30_000 })
      .toBe('Notifications, 3 new');
    await screenshot(page, 'bell-desktop');

    await bell.click();
    await page.waitForURL('**/notifications');
    await page.getByRole('link', { name: `Order #${number} has shipped · New` }).waitFor();
    await screenshot(page, 'notifications-desktop');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications');
    await page.getByRole('link', { name: `Order #${number} has shipped`, exact: true }).waitFor();

    await page.getByRole('link', { name: 'Email settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
    const statusEmails = page.getByRole('switch', { name: 'Changes to your orders’ status' });
    expect(await statusEmails.isChecked()).toBe(true);
    await statusEmails.click({ force: true });
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

describe('webhooks in the API console', () => {
  it('adds an endpoint, shows its secret once, and a test event arrives signed with it', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end();
      });
    }).listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rawex`;
    try {
      const integrator = await apiSession(`hooks-${run}@example.com`, { role: 'buyer' });
      const page = await newPage();
      await page.context().addCookies([integrator.cookie]);
      await page.goto('/api');
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await page.getByText('No webhook endpoints yet').waitFor();
      await page.getByLabel('Endpoint URL').fill(endpoint);
      await page.getByLabel('Description (optional)').fill('Our ERP');
      await page.getByRole('button', { name: 'Add Endpoint' }).click();
      const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await screenshot(page, 'webhooks-desktop');

      const card = page.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem').first();
      await card.getByRole('button', { name: `Send a test event to ${endpoint}` }).click();
      await card.getByText('succeeded').waitFor({ timeout: 20_000 });
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

      const phone = await newPage({ width: 390, height: 844 });
      await phone.context().addCookies([integrator.cookie]);
      await phone.goto('/api');
      await phone.getByRole('tab', { name: 'Webhooks' }).click();
      await phone.getByText('Our ERP').waitFor();
      expect(await horizontalOverflow(phone)).toBe(0);
      await screenshot(phone, 'webhooks-phone');
    } finally {
      receiver.close();
    }
  });
});
