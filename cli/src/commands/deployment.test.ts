import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Category, CheckoutResult, Me, Product } from '@rawex/api/contracts';
import {
  createServerDatabase,
  startS3Server,
  startSmtpInbox,
  startWebhookReceiver,
  type ReceivedDelivery,
  type ServerDatabase,
  type SmtpInbox,
  type TestS3Server,
} from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startRawex, stopRawex, type Instance } from '../testing/rawex-processes.ts';

/**
 * RawEx as it is deployed on more than one machine: two API processes without jobs behind a
 * load balancer and one worker, sharing a PostgreSQL database, an S3-compatible bucket and an
 * SMTP server. Each process has a data folder of its own, as separate machines would.
 */
describe('two API processes and a worker, with object storage and SMTP', () => {
  let database: ServerDatabase;
  let s3: TestS3Server;
  let inbox: SmtpInbox;
  let hooks: { url: string; received: ReceivedDelivery[]; server: Server };
  const folders: string[] = [];
  let first: Instance;
  let second: Instance;
  let worker: Instance;

  beforeAll(async () => {
    [database, s3, inbox, hooks] = await Promise.all([
      createServerDatabase('rawex_deploy', { migrated: true }),
      startS3Server(),
      startSmtpInbox(),
      startWebhookReceiver(),
    ]);
    for (let index = 0; index < 3; index += 1)
      folders.push(await mkdtemp(path.join(tmpdir(), 'rawex-deploy-')));
    const shared = {
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: inbox.url,
      RAWEX_WEBHOOK_ALLOW_PRIVATE: 'true',
    };
    // The first seeds the migrated database (its pictures into the bucket); the others find it done.
    const apiOnly = { databaseUrl: database.url, command: ['start', '--no-worker'], environment: shared };
    first = await startRawex({ ...apiOnly, dataDirectory: folders[0]! });
    second = await startRawex({ ...apiOnly, dataDirectory: folders[1]! });
    worker = await startRawex({
      databaseUrl: database.url,
      dataDirectory: folders[2]!,
      command: ['worker'],
      ready: /(RawEx's worker is running)/,
      environment: shared,
    });
  }, 240_000);

  afterAll(async () => {
    for (const instance of [first, second, worker]) await stopRawex(instance);
    hooks?.server.close();
    await Promise.all([inbox?.close(), s3?.close(), database?.drop()]);
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  async function signUp(on: Instance, role: 'buyer' | 'vendor') {
    const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
    const response = await call<Me>(on, 'POST', '/api/auth/register', {
      email,
      password: 'a long enough password',
      firstName: 'Kofi',
      lastName: role === 'vendor' ? 'Supplier' : 'Buyer',
      role,
      ...(role === 'vendor' ? { companyName: 'Ashanti Cocoa Ltd', location: 'Kumasi, Ghana' } : {}),
    });
    expect(response.status).toBe(201);
    // The address is confirmed by the link the worker emails, before anything reaches others.
    const [mail] = await inbox.waitFor(
      (received) =>
        received.subject === 'Confirm your email address' && JSON.stringify(received.to).includes(email),
    );
    const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail!.text ?? '')![1]!);
    expect((await call(on, 'POST', '/api/auth/verify-email', { token })).status).toBe(200);
    return { me: response.body, email, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
  }

  it('serves the seeded pictures from the bucket through either process', async () => {
    const [product] = (await call<Product[]>(second, 'GET', '/api/products?limit=1')).body;
    const picture = product!.images[0]!;
    expect(picture).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    for (const on of [first, second]) {
      const served = await fetch(`${on.url}${picture}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
  });

  it('takes a supplier and a buyer through sign-up, upload, product and checkout across both; the worker emails and calls the webhook once', async () => {
    const vendor = await signUp(first, 'vendor');
    const asVendor = { cookie: vendor.cookie };
    const hook = await call(
      second,
      'POST',
      '/api/webhooks',
      { url: hooks.url, events: ['order.created'] },
      asVendor,
    );
    expect(hook.status).toBe(201);

    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6b4226' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([photo]), 'beans.png');
    const uploaded = await fetch(`${first.url}/api/upload/image`, {
      method: 'POST',
      body: form,
      headers: { ...asVendor, origin: first.url, 'x-requested-with': 'fetch' },
    });
    expect(uploaded.status).toBe(201);
    const { url: picture } = (await uploaded.json()) as { url: string };
    const servedElsewhere = await fetch(`${second.url}${picture}?w=160`);
    expect(servedElsewhere.status).toBe(200);
    expect(servedElsewhere.headers.get('content-type')).toBe('image/webp');

    const [category] = (await call<Category[]>(second, 'GET', '/api/categories')).body;
    const created = await call<Product>(
      second,
      'POST',
      '/api/products',
      {
        categoryId: category!.id,
        name: `Fermented cocoa ${randomBytes(3).toString('hex')}`,
        description: 'Grade 1, sun-dried.',
        price: '3.20',
        unit: 'kg',
        minimumOrder: 50,
        availableQuantity: 5000,
        images: [picture],
      },
      asVendor,
    );
    expect(created.status).toBe(201);

    const buyer = await signUp(second, 'buyer');
    const asBuyer = { cookie: buyer.cookie };
    expect(
      (await call(first, 'POST', '/api/cart', { productId: created.body.id, quantity: 50 }, asBuyer)).status,
    ).toBe(201);
    const placed = await call<CheckoutResult>(
      second,
      'POST',
      '/api/checkout',
      { shippingAddress: '4 Harbour Rd, Takoradi' },
      asBuyer,
    );
    expect(placed.status).toBe(201);
    const order = placed.body.orders[0]!;
    const number = String(order.id).padStart(6, '0');

    const placedMail = (mail: { subject?: string; to?: unknown }) =>
      (mail.subject ?? '').includes(number) && JSON.stringify(mail.to).includes(buyer.email);
    await inbox.waitFor(placedMail, 1, 20_000);
    const deadline = Date.now() + 20_000;
    const forOrder = () =>
      hooks.received.filter((delivery) => JSON.parse(delivery.body).data?.id === order.id);
    while (forOrder().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Long enough for a second process to have sent either again, had it run the jobs too.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(inbox.received.filter(placedMail)).toHaveLength(1);
    expect(forOrder()).toHaveLength(1);
    expect(forOrder()[0]!.headers['webhook-signature']).toMatch(/^v1,/);
  });

  it('stops each process cleanly on SIGTERM', async () => {
    for (const instance of [first, second, worker]) expect(await stopRawex(instance)).toBe(0);
  });
});
