import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Notification, Order } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import {
  recordPaidInFull,
  eventually,
  signUp,
  startSmtpInbox,
  startTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';
import type { JobContext } from '../platform/jobs/job-queue.ts';
import { createLogger } from '../platform/logger.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { purgeOldEmailBodies } from './email-purge.job.ts';
import { sendEmailJob } from './email-sending.ts';

const logger = createLogger({ level: 'silent' });

describe('events that reach people: emails and in-app notifications', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let buyer: SignedIn;
  let copperVendor: SignedIn;
  let tinVendor: SignedIn;
  let copper: Product;
  let tin: Product;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApi({
      worker: true,
      events: {
        mail: { from: 'RawEx <orders@rawex.test>', smtpUrl: inbox.url },
        publicUrl: 'https://market.rawex.test',
        emailDigestIntervalMs: 4000,
      },
    });
    [buyer, copperVendor, tinVendor] = await Promise.all([
      signUp(api, 'buyer', { firstName: 'Bea' }),
      signUp(api, 'vendor', { firstName: 'Carl', companyName: 'Copper Co' }),
      signUp(api, 'vendor', { firstName: 'Tina', companyName: 'Tin Traders' }),
    ]);
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Metals', slug: 'metals' });
    const product = (vendor: SignedIn, name: string, price: string) =>
      Product.query(api.db.knex).insertAndFetch({
        vendorId: vendor.user.id,
        categoryId: category.id,
        name,
        price,
        unit: 'kg',
        minimumOrder: 1,
        availableQuantity: 1_000,
        images: [],
      });
    [copper, tin] = await Promise.all([
      product(copperVendor, 'Copper cathode', '8.10'),
      product(tinVendor, 'Tin ingot', '25.00'),
    ]);
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  const checkout = async (lines: [Product, number][]) => {
    for (const [product, quantity] of lines)
      await buyer.client.post('/api/cart', { productId: product.id, quantity });
    const response = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Dock 4, Antofagasta',
    });
    expect(response.status).toBe(201);
    return response.body.orders;
  };
  // The emails of orders and accounts, not the link every sign-up is sent (the helper confirms the address).
  const to = (who: SignedIn) => (mail: { to?: unknown; subject?: string }) =>
    JSON.stringify(mail.to).includes(who.user.email) && mail.subject !== 'Confirm your email address';

  it('sends the buyer one confirmation listing every order of the checkout, and each supplier its new order', async () => {
    const orders = await checkout([
      [copper, 10],
      [tin, 2],
    ]);
    const numbers = orders.map((order) => `#${String(order.id).padStart(6, '0')}`);
    const numberOf = (vendor: SignedIn) =>
      `#${String(orders.find((order) => order.vendorId === vendor.user.id)!.id).padStart(6, '0')}`;

    const [confirmation] = await inbox.waitFor(to(buyer));
    expect(confirmation!.subject).toBe(`Your orders ${numbers.join(', ')} are placed`);
    expect(confirmation!.from?.text).toContain('orders@rawex.test');
    for (const number of numbers) {
      expect(confirmation!.text).toContain(`Order ${number}`);
      expect(confirmation!.html).toContain(`Order ${number}`);
    }
    expect(confirmation!.text).toContain('10 × Copper cathode at $8.10');
    expect(confirmation!.text).toContain('Hello Bea,');
    expect(confirmation!.text).toContain('https://market.rawex.test/orders');
    expect(confirmation!.html).toContain('href="https://market.rawex.test/orders"');

    const [copperMail] = await inbox.waitFor(to(copperVendor));
    expect(copperMail!.subject).toBe(`New order ${numberOf(copperVendor)} — $81.00`);
    expect(copperMail!.text).toContain('Ship to: Dock 4, Antofagasta');
    // Each link opens the order itself: the supplier's orders, searched for its number.
    const copperSearch = `/vendor/orders?search=${numberOf(copperVendor).slice(1)}`;
    expect(copperMail!.text).toContain(`https://market.rawex.test${copperSearch}`);
    const [tinMail] = await inbox.waitFor(to(tinVendor));
    expect(tinMail!.subject).toBe(`New order ${numberOf(tinVendor)} — $50.00`);
    // The copper supplier hears nothing of the tin order.
    expect(inbox.received.filter(to(copperVendor))).toHaveLength(1);

    const vendorNews = await eventually(
      () => copperVendor.client.get<Notification[]>('/api/notifications'),
      (response) => response.body.length > 0,
    );
    expect(vendorNews.body[0]).toMatchObject({
      kind: 'order_received',
      title: `New order ${numberOf(copperVendor)}`,
      link: copperSearch,
      read: false,
    });
  });

  it('tells the buyer in-app and by email when the supplier ships, and counts it unread until read', async () => {
    const [order] = await checkout([[copper, 3]]);
    const number = `#${String(order!.id).padStart(6, '0')}`;
    const unread = async () =>
      (await buyer.client.get<{ count: number }>('/api/notifications/unread-count')).body.count;
    await eventually(
      () => buyer.client.get<Notification[]>('/api/notifications'),
      (r) => r.body.some((n) => n.title === `Order ${number} placed`),
    );
    const before = await unread();

    for (const status of ['confirmed', 'shipped']) {
      if (status === 'shipped') await recordPaidInFull(copperVendor, order!.id);
      const moved = await copperVendor.client.patch<Order>(`/api/orders/${order!.id}`, { status });
      expect(moved.status).toBe(200);
    }
    const [shippedMail] = await inbox.waitFor((mail) => mail.subject === `Order ${number} has shipped`);
    expect(shippedMail!.text).toContain(`Your order ${number} with Copper Co has shipped.`);
    expect(JSON.stringify(shippedMail!.to)).toContain(buyer.user.email);

    const news = await eventually(
      () => buyer.client.get<Notification[]>('/api/notifications?limit=2'),
      (r) =>
        r.body.some((n) => n.title === `Order ${number} has shipped`) &&
        r.body.some((n) => n.title === `Order ${number} was confirmed by its supplier`),
    );
    // Two moves a moment apart may be dispatched in either order; wait for both.
    expect(news.body.map((n) => n.title).sort()).toEqual([
      `Order ${number} has shipped`,
      `Order ${number} was confirmed by its supplier`,
    ]);
    expect(news.headers.get('x-next-cursor')).toBe(String(news.body[1]!.id));
    expect(await unread()).toBe(before + 2);

    const read = await buyer.client.post<{ count: number }>('/api/notifications/read', {
      ids: [news.body[0]!.id],
    });
    expect(read.body.count).toBe(before + 1);
    expect(await unread()).toBe(before + 1);
    expect(
      (await buyer.client.post<{ count: number }>('/api/notifications/read', { all: true })).body.count,
    ).toBe(0);
    // The supplier's own moves tell the supplier nothing.
    const vendorTitles = (await copperVendor.client.get<Notification[]>('/api/notifications')).body.map(
      (n) => n.title,
    );
    expect(vendorTitles.some((title) => title.startsWith(`Order ${number} `))).toBe(false);
  });

  it('sends no email of a kind the user turned off, and still notifies in-app', async () => {
    const settings = await buyer.client.put<{ kind: string; email: boolean }[]>(
      '/api/notification-settings',
      [{ kind: 'order_status', email: false }],
    );
    expect(settings.status).toBe(200);
    expect(settings.body.find((setting) => setting.kind === 'order_status')?.email).toBe(false);
    expect(settings.body.find((setting) => setting.kind === 'order_placed')?.email).toBe(true);

    const [order] = await checkout([[tin, 1]]);
    const number = `#${String(order!.id).padStart(6, '0')}`;
    await tinVendor.client.patch(`/api/orders/${order!.id}`, { status: 'confirmed' });
    await eventually(
      () => buyer.client.get<Notification[]>('/api/notifications'),
      (r) => r.body.some((n) => n.title === `Order ${number} was confirmed by its supplier`),
    );
    await inbox.waitFor((mail) => mail.subject === `Your order ${number} is placed`);
    const rows = await api.db
      .knex('emails')
      .where({ subject: `Order ${number} was confirmed by its supplier` });
    expect(rows).toEqual([]);
  });

  it('emails new requests at most once an interval: the first at once, the rest in one digest, every notice in-app', async () => {
    const post = (title: string) =>
      buyer.client.post('/api/rfqs', {
        title,
        description: 'Grade A, LME registered brands.',
        categoryId: copper.categoryId,
        quantity: 25,
        unit: 't',
        incoterm: 'CIF',
        destination: 'Rotterdam',
        expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      });
    const [first, ...next] = ['Copper cathode, 25 t', 'Tin ingots, 5 t', 'Zinc, 10 t'];
    const requestMails = (vendor: SignedIn, count: number) =>
      inbox.waitFor(
        (mail) => JSON.stringify(mail.to).includes(vendor.user.email) && /request/i.test(mail.subject ?? ''),
        count,
      );
    // None went in the last interval: the first goes at once, alone.
    expect((await post(first!)).status).toBe(201);
    for (const vendor of [copperVendor, tinVendor]) {
      expect((await requestMails(vendor, 1))[0]!.subject).toBe(`New request: ${first}`);
    }
    // The next two wait for the interval's end, and go together.
    for (const title of next) expect((await post(title)).status).toBe(201);
    for (const vendor of [copperVendor, tinVendor]) {
      const [, digest] = await requestMails(vendor, 2);
      expect(digest!.subject).toBe('2 new requests for quotation you can answer');
      for (const title of next) expect(digest!.text).toContain(`${title}\n`);
      expect(digest!.text).toContain('See the requests: https://market.rawex.test/vendor/rfqs');
    }
    // Two emails to each supplier for three requests; three notices in-app.
    const emailsToCarl = await api.db
      .knex('emails')
      .where({ toAddress: copperVendor.user.email })
      .andWhere('subject', 'like', '%request%');
    expect(emailsToCarl).toHaveLength(2);
    const notices = (await copperVendor.client.get<Notification[]>('/api/notifications')).body;
    expect(notices.filter((notice) => notice.kind === 'rfq_posted')).toHaveLength(3);
  });

  it('keeps an email’s words a day after it went, then only who, when and what', async () => {
    const [order] = await checkout([[copper, 2]]);
    const subject = `Your order #${String(order!.id).padStart(6, '0')} is placed`;
    await inbox.waitFor((mail) => mail.subject === subject);
    const sent = await eventually(
      () => api.db.knex('emails').where({ subject }).first(),
      (email) => Boolean(email?.sentAt),
    );
    expect(sent.textBody).toContain('Thank you for your order');
    const hours = (count: number) => new Date(Date.now() + count * 3_600_000);
    await purgeOldEmailBodies(api.db.knex, hours(2));
    expect((await api.db.knex('emails').where({ id: sent.id }).first()).textBody).toBe(sent.textBody);
    expect(await purgeOldEmailBodies(api.db.knex, hours(25))).toBeGreaterThanOrEqual(1);
    expect(await api.db.knex('emails').where({ id: sent.id }).first()).toMatchObject({
      subject,
      toAddress: buyer.user.email,
      textBody: '',
      htmlBody: '',
    });
  });

  it('refuses a bad settings change and a bad read with the field named', async () => {
    const unknownKind = await buyer.client.put<{ code: string }>('/api/notification-settings', [
      { kind: 'gossip', email: true },
    ]);
    expect(unknownKind.status).toBe(422);
    const neither = await buyer.client.post<{ code: string }>('/api/notifications/read', {});
    expect(neither.status).toBe(422);
    const anonymous = await api.client().get('/api/notifications/unread-count');
    expect(anonymous.status).toBe(401);
  });

  it('records nothing when the change is refused: a failed checkout leaves no event, notification or email', async () => {
    const events = async () => Number((await api.db.knex('events').count({ n: '*' }).first())?.n);
    const before = await events();
    await buyer.client.post('/api/cart', { productId: copper.id, quantity: 5 });
    await Product.query(api.db.knex).findById(copper.id).patch({ availableQuantity: 1 });
    const refused = await buyer.client.post<{ code: string }>('/api/checkout', { shippingAddress: 'Dock 4' });
    expect(refused.status).toBe(409);
    expect(await events()).toBe(before);
    await Product.query(api.db.knex).findById(copper.id).patch({ availableQuantity: 1_000 });
    await api.db.knex('cartItems').where({ userId: buyer.user.id }).delete();
  });

  it('sends an email once, however many runs of its job there are', async () => {
    const [order] = await checkout([[tin, 3]]);
    const subject = `Your order #${String(order!.id).padStart(6, '0')} is placed`;
    await inbox.waitFor((mail) => mail.subject === subject);
    // The mail server has it a moment before the run that sent it marks it sent: runs in between
    // find it leased and leave it to a later retry. Once it is marked, any run finds it sent.
    const { id } = await eventually(
      () => api.db.knex('emails').where({ subject }).first('id', 'sentAt'),
      (email) => Boolean(email?.sentAt),
    );
    const context = {
      db: api.db.knex,
      mailer: createMailer(api.events.mail, logger),
    } as unknown as JobContext;
    await Promise.all([1, 2, 3].map(() => sendEmailJob.run({ emailId: id }, context)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.received.filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it('tells the owner by email, always, when the password changes', async () => {
    const changed = await tinVendor.client.post('/api/auth/password', {
      currentPassword: 'correct horse battery staple',
      newPassword: 'a brand new passphrase for tin',
    });
    expect(changed.status).toBe(200);
    const [notice] = await inbox.waitFor(
      (mail) => mail.subject === 'Your password was changed' && to(tinVendor)(mail),
    );
    expect(notice!.text).toContain('If you did not change it');
  });
});
