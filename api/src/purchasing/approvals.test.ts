import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Approval,
  CheckoutPreview,
  CheckoutResult,
  CompanyMember,
  Notification,
  Order,
  ProblemBody,
} from '../contracts.ts';
import { Product, type Category } from '../models.ts';
import {
  secondStepCode,
  signInAsAdmin,
  eventually,
  joinByInvitation,
  seedCoffeeTrade,
  signUp,
  startMailedTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
  washedArabica,
} from '../testing/index.ts';

/**
 * The walk of a buying firm's purchases beyond its limits: a purchaser's checkout over their
 * monthly limit waits for an approver, who places it once at the prices held; a changed price asks
 * again; nobody approves their own; another firm sees none of it; a PO number is enforced.
 */
describe('approvals', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let owner: SignedIn;
  let purchaser: SignedIn;
  let approver: SignedIn;
  let vendor: SignedIn;
  let outsider: SignedIn;
  let product: Product;
  let category: Category;

  const ordersOfCompany = async () =>
    Number((await api.db.knex('orders').where({ buyerId: owner.user.id }).count({ n: '*' }).first())?.n);

  /** The purchaser's checkout of `quantity` kg of the product. */
  const buy = async (quantity: number, body: Record<string, unknown> = {}) => {
    const line = await purchaser.client.post('/api/cart', { productId: product.id, quantity });
    expect(line.status, line.text).toBe(201);
    return purchaser.client.post<Approval & CheckoutResult & Omit<ProblemBody, 'status'>>('/api/checkout', {
      shippingAddress: 'Am Sandtorkai 5, Hamburg',
      ...body,
    });
  };

  beforeAll(async () => {
    ({ api, inbox } = await startMailedTestApi());
    ({ owner, vendor, category, product } = await seedCoffeeTrade(api, 'coffee-approvals'));
    outsider = await signUp(api, 'buyer', { companyName: 'Rival Roasters' });
    purchaser = await joinByInvitation(api, inbox, owner, 'purchaser', 'Petra');
    approver = await joinByInvitation(api, inbox, owner, 'approver', 'Arno');
    const limited = await owner.client.patch<CompanyMember>(`/api/company/members/${purchaser.user.id}`, {
      monthlyLimit: '1000',
    });
    expect(limited.status, limited.text).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  it('places a purchase within the limit, and holds one past it for an approver, ordering nothing', async () => {
    const within = await buy(100);
    expect(within.status, within.text).toBe(201);
    expect(within.body.orders[0]).toMatchObject({ totalAmount: '420.00', placedBy: purchaser.user.id });

    // Before they press "Place order", the cart says it would wait, and how much of the limit is left.
    expect((await purchaser.client.post('/api/cart', { productId: product.id, quantity: 200 })).status).toBe(
      201,
    );
    const preview = await purchaser.client.get<CheckoutPreview>('/api/checkout');
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toEqual({
      total: '840.00',
      currency: 'USD',
      orders: [{ vendorId: vendor.user.id, currency: 'USD', total: '840.00' }],
      approvalReasons: ['monthly_limit'],
      limits: {
        currency: 'USD',
        monthlyLimit: '1000.00',
        spentThisMonth: '420.00',
        monthlyLeft: '580.00',
        orderThreshold: null,
      },
    });
    expect((await owner.client.get<CheckoutPreview>('/api/checkout')).body).toEqual({
      total: '0.00',
      currency: 'USD',
      orders: [],
      approvalReasons: [],
      limits: null,
    });
    // It takes no query: a parameter it would ignore is refused, named, not silently dropped.
    const asked = await owner.client.get<ProblemBody>('/api/checkout?currency=EUR');
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual([{ field: 'currency', message: 'Unknown field: remove it.' }]);
    const outsiders = await outsider.client.get<CheckoutPreview>('/api/checkout');
    expect(outsiders.body.limits).toBeNull();
    expect(outsiders.body.orders).toEqual([]);
    await api.db.knex('cartItems').where({ userId: purchaser.user.id }).delete();

    const before = await ordersOfCompany();
    const held = await buy(200);
    expect(held.status, held.text).toBe(202);
    expect(held.body).toMatchObject({
      kind: 'checkout',
      status: 'pending',
      reasons: ['monthly_limit'],
      total: '840.00',
      requestedBy: { id: purchaser.user.id, email: purchaser.user.email },
      lines: [{ productId: product.id, quantity: 200, unitPrice: '4.20', vendorId: vendor.user.id }],
      orderIds: [],
    });
    expect(await ordersOfCompany()).toBe(before);
    expect(await api.db.knex('cartItems').where({ userId: purchaser.user.id }).select('id')).toEqual([]);

    // The approver is told, in the app and by email; the purchaser sees where theirs stands.
    const toApprover = await eventually(
      async () =>
        (await approver.client.get<Notification[]>('/api/notifications')).body.map((notice) => notice.title),
      (titles) => titles.length > 0,
    );
    expect(toApprover).toContain('Petra purchaser asks you to approve $840.00');
    await inbox.waitFor(
      (mail) =>
        JSON.stringify(mail.to).includes(approver.user.email) &&
        (mail.subject ?? '').includes('approve $840.00'),
    );
    const mine = await purchaser.client.get<Approval[]>('/api/approvals');
    expect(mine.body.map((approval) => [approval.id, approval.status])).toEqual([[held.body.id, 'pending']]);
  });

  it('lets neither the purchaser nor another company decide, and an approver place it once', async () => {
    const held = (await buy(300)).body;
    expect((await purchaser.client.post<ProblemBody>(`/api/approvals/${held.id}/approve`)).body.code).toBe(
      'forbidden_company_role',
    );
    for (const path of [`/api/approvals/${held.id}`, `/api/approvals/${held.id}/approve`]) {
      const method = path.endsWith('approve') ? 'POST' : 'GET';
      const theirs = await outsider.client.request<ProblemBody>(method, path);
      const nothing = await outsider.client.request<ProblemBody>(
        method,
        path.replace(String(held.id), '2147483000'),
      );
      expect([theirs.status, theirs.body.code]).toEqual([404, 'approval_not_found']);
      expect([nothing.status, nothing.body.code]).toEqual([404, 'approval_not_found']);
    }
    expect((await outsider.client.get<Approval[]>('/api/approvals')).body).toEqual([]);

    const stockBefore = (await Product.query(api.db.knex).findById(product.id))!.availableQuantity;
    const pressed = await Promise.all([
      approver.client.post<Approval & Omit<ProblemBody, 'status'>>(`/api/approvals/${held.id}/approve`),
      owner.client.post<Approval & Omit<ProblemBody, 'status'>>(`/api/approvals/${held.id}/approve`),
    ]);
    expect(pressed.map((response) => response.status).sort()).toEqual([200, 409]);
    const approved = pressed.find((response) => response.status === 200)!.body;
    expect(approved).toMatchObject({ status: 'approved', orderIds: [expect.any(Number)] });
    expect(pressed.find((response) => response.status === 409)!.body.code).toBe('approval_decided');

    const order = (await owner.client.get<Order>(`/api/orders/${approved.orderIds[0]}`)).body;
    expect(order).toMatchObject({
      buyerId: owner.user.id,
      placedBy: purchaser.user.id,
      totalAmount: '1260.00',
      items: [expect.objectContaining({ quantity: 300, unitPrice: '4.20' })],
    });
    expect((await Product.query(api.db.knex).findById(product.id))!.availableQuantity).toBe(
      stockBefore - 300,
    );
    const toPurchaser = await eventually(
      async () =>
        (await purchaser.client.get<Notification[]>('/api/notifications')).body.map((notice) => notice.title),
      (titles) => titles.some((title) => title.startsWith('Your purchase of $1,260.00')),
    );
    expect(toPurchaser).toContain('Your purchase of $1,260.00 was approved');
  });

  it('asks again when a price changed, and places it at the new price once approved again', async () => {
    const held = (await buy(50)).body;
    expect(held.status).toBe('pending');
    await vendor.client.patch(`/api/products/${product.id}`, { price: '4.50' });

    const before = await ordersOfCompany();
    const asked = await approver.client.post<ProblemBody>(`/api/approvals/${held.id}/approve`);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'prices_changed', total: '225.00' });
    expect(await ordersOfCompany()).toBe(before);
    const repriced = (await approver.client.get<Approval>(`/api/approvals/${held.id}`)).body;
    expect(repriced).toMatchObject({
      status: 'pending',
      total: '225.00',
      lines: [expect.objectContaining({ unitPrice: '4.50' })],
    });

    const approved = await approver.client.post<Approval>(`/api/approvals/${held.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const order = (await owner.client.get<Order>(`/api/orders/${approved.body.orderIds[0]}`)).body;
    expect(order.items[0]).toMatchObject({ quantity: 50, unitPrice: '4.50' });
    await vendor.client.patch(`/api/products/${product.id}`, { price: '4.20' });
  });

  it('lets nobody approve their own request, and a rejection reach the purchaser with its reason', async () => {
    const held = (await buy(40)).body;
    // The purchaser becomes an approver: still not of their own request.
    await owner.client.patch(`/api/company/members/${purchaser.user.id}`, { role: 'approver' });
    const own = await purchaser.client.post<ProblemBody>(`/api/approvals/${held.id}/approve`);
    expect([own.status, own.body.code]).toEqual([403, 'own_request']);
    await owner.client.patch(`/api/company/members/${purchaser.user.id}`, { role: 'purchaser' });

    const missing = await approver.client.post<ProblemBody>(`/api/approvals/${held.id}/reject`, {});
    expect(missing.status).toBe(422);
    const rejected = await approver.client.post<Approval>(`/api/approvals/${held.id}/reject`, {
      reason: 'We have enough green coffee until March.',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We have enough green coffee until March.',
      decidedBy: { id: approver.user.id },
      orderIds: [],
    });
    const mine = (await purchaser.client.get<Approval[]>('/api/approvals?status=rejected')).body;
    expect(mine.map((approval) => approval.id)).toEqual([held.id]);
  });

  it('holds a quote’s acceptance past the company’s threshold, and accepts it on approval', async () => {
    await owner.client.patch('/api/company', { orderApprovalThreshold: '5000' });
    await api.db.knex('companyMembers').where({ userId: purchaser.user.id }).update({ monthlyLimit: null });
    const rfq = await purchaser.client.post<{ id: number }>('/api/rfqs', {
      title: 'Green arabica, 2 t',
      description: 'Washed, screen 16+.',
      categoryId: category.id,
      quantity: 2_000,
      unit: 'kg',
      incoterm: 'FOB',
      incotermPlace: 'Santos',
      destination: 'Hamburg',
      expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      vendorId: vendor.user.id,
    });
    expect(rfq.status, rfq.text).toBe(201);
    const quote = await vendor.client.post<{ id: number; version: number }>(
      `/api/rfqs/${rfq.body.id}/quotes`,
      {
        productId: product.id,
        unitPrice: '4.00',
        quantity: 2_000,
        validUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        leadTimeDays: 14,
        incoterm: 'FOB',
      },
    );
    expect(quote.status, quote.text).toBe(201);
    // The request is the company's: its purchaser sees how many quoted, as any buyer does.
    expect(
      (await purchaser.client.get<{ quoteCount: number }>(`/api/rfqs/${rfq.body.id}`)).body.quoteCount,
    ).toBe(1);

    const held = await purchaser.client.post<Approval>(`/api/quotes/${quote.body.id}/accept`, {
      version: quote.body.version,
    });
    expect(held.status, held.text).toBe(202);
    expect(held.body).toMatchObject({
      kind: 'quote',
      quoteId: quote.body.id,
      reasons: ['order_threshold'],
      total: '8000.00',
    });
    expect((await api.db.knex('quotes').where({ id: quote.body.id }).first('status')).status).toBe(
      'submitted',
    );

    const approved = await approver.client.post<Approval>(`/api/approvals/${held.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const order = (await owner.client.get<Order>(`/api/orders/${approved.body.orderIds[0]}`)).body;
    expect(order).toMatchObject({
      placedBy: purchaser.user.id,
      totalAmount: '8000.00',
      terms: { quoteId: quote.body.id },
    });
    expect((await api.db.knex('quotes').where({ id: quote.body.id }).first('status')).status).toBe(
      'accepted',
    );
    await owner.client.patch('/api/company', { orderApprovalThreshold: null });
  });

  it('refuses a purchase without a PO number when the company requires one, and carries it to the order', async () => {
    await owner.client.patch('/api/company', { poNumberRequired: true });
    const before = await ordersOfCompany();
    const refused = await buy(10);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'poNumber' })]);
    // The owner's checkout, placed at once, is refused the same way, by the checkout itself.
    await owner.client.post('/api/cart', { productId: product.id, quantity: 5 });
    const ownerRefused = await owner.client.post<ProblemBody>('/api/checkout', {
      shippingAddress: 'Hamburg',
    });
    expect(ownerRefused.status).toBe(422);
    expect(ownerRefused.body.errors).toEqual([
      expect.objectContaining({
        field: 'poNumber',
        message: expect.stringContaining('required by your company'),
      }),
    ]);
    expect(await ordersOfCompany()).toBe(before);

    const placed = await purchaser.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Am Sandtorkai 5, Hamburg',
      poNumber: 'PO-77',
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.orders[0]?.poNumber).toBe('PO-77');
    const listed = (await vendor.client.get<Order[]>(`/api/orders?vendorId=${vendor.user.id}`)).body;
    expect(listed.find((order) => order.id === placed.body.orders[0]?.id)?.poNumber).toBe('PO-77');
    await owner.client.patch('/api/company', { poNumberRequired: false });
  });

  it('keeps the protection a purchaser chose while the purchase waits, and its approval places it protected', async () => {
    const admin = await signInAsAdmin(api);
    await admin.client.put('/api/admin/protection', {
      accountHolder: 'RawEx Protection',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      code: await secondStepCode(admin),
    });
    await api.db.knex('companyMembers').where({ userId: purchaser.user.id }).update({ monthlyLimit: '1000' });
    const held = await buy(500, { protection: true });
    expect(held.status).toBe(202);
    const approved = await approver.client.post<Approval>(`/api/approvals/${held.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const order = (await owner.client.get<Order>(`/api/orders/${approved.body.orderIds[0]}`)).body;
    expect(order).toMatchObject({ protected: true, status: 'pending' });
  });

  it('holds a sample to the same rules: the PO number, and past a limit an approver places it once', async () => {
    const sampled = await Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Arabica coffee, green (sample lot)',
      price: '4.20',
      unit: 'kg',
      minimumOrder: 1000,
      availableQuantity: 100_000,
      sampleQuantity: 3,
      samplePrice: '1000.00',
      images: ['https://example.com/coffee.jpg'],
    });
    const before = await ordersOfCompany();
    const orderSample = (who: SignedIn, body: Record<string, unknown> = {}) =>
      who.client.post<Order & Approval & Omit<ProblemBody, 'status'> & { approvalId?: number }>(
        `/api/products/${sampled.id}/sample`,
        {
          shippingAddress: 'Am Sandtorkai 5, Hamburg',
          ...body,
        },
      );
    await owner.client.patch('/api/company', { poNumberRequired: true });
    const noPo = await orderSample(purchaser);
    expect([noPo.status, noPo.body.errors?.[0]?.field]).toEqual([422, 'poNumber']);

    // Past the purchaser's limit the sample waits, at its price, and nothing is ordered.
    const held = await orderSample(purchaser, { poNumber: 'PO-S1' });
    expect(held.status, held.text).toBe(202);
    expect(held.body).toMatchObject({
      kind: 'sample',
      status: 'pending',
      reasons: ['monthly_limit'],
      total: '1000.00',
      poNumber: 'PO-S1',
      lines: [{ productId: sampled.id, quantity: 3, unitPrice: '333.33', vendorId: vendor.user.id }],
    });
    expect(await ordersOfCompany()).toBe(before);
    const again = await orderSample(purchaser, { poNumber: 'PO-S1' });
    expect([again.status, again.body.code, again.body.approvalId]).toEqual([
      409,
      'sample_awaiting_approval',
      held.body.id,
    ]);
    const toApprover = await eventually(
      async () =>
        (await approver.client.get<Notification[]>('/api/notifications')).body.map((notice) => notice.body),
      (bodies) => bodies.some((body) => body.startsWith('A sample waits')),
    );
    expect(toApprover).toContain('A sample waits for an approver: it would pass their monthly limit.');

    // Approved, it is the purchaser's sample order at the sample's price, once.
    const approved = await approver.client.post<Approval>(`/api/approvals/${held.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.orderIds).toHaveLength(1);
    const order = (await purchaser.client.get<Order>(`/api/orders/${approved.body.orderIds[0]}`)).body;
    expect(order).toMatchObject({
      isSample: true,
      poNumber: 'PO-S1',
      totalAmount: '1000.00',
      placedBy: purchaser.user.id,
      status: 'pending',
    });
    expect(await ordersOfCompany()).toBe(before + 1);
    const twice = await orderSample(owner, { poNumber: 'PO-S2' });
    expect([twice.status, twice.body.code]).toEqual([409, 'sample_already_ordered']);
    await owner.client.patch('/api/company', { poNumberRequired: false });
  });

  it('places an owner’s sample at once: an owner decides for themselves', async () => {
    const sampled = await Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Robusta coffee, green (sample lot)',
      price: '3.10',
      unit: 'kg',
      minimumOrder: 1000,
      availableQuantity: 100_000,
      sampleQuantity: 5,
      samplePrice: '99999999.99',
      images: ['https://example.com/coffee.jpg'],
    });
    const byOwner = await owner.client.post<Order>(`/api/products/${sampled.id}/sample`, {
      shippingAddress: 'Am Sandtorkai 5, Hamburg',
    });
    expect(byOwner.status, byOwner.text).toBe(201);
    expect(byOwner.body).toMatchObject({ isSample: true, totalAmount: '99999999.99' });
  });

  it('ends a request with the member who made it: an approver cannot place it in their name', async () => {
    const leaving = await joinByInvitation(api, inbox, owner, 'purchaser', 'Lena');
    await owner.client.patch(`/api/company/members/${leaving.user.id}`, { monthlyLimit: '10' });
    expect((await leaving.client.post('/api/cart', { productId: product.id, quantity: 100 })).status).toBe(
      201,
    );
    const held = await leaving.client.post<Approval>('/api/checkout', {
      shippingAddress: 'Am Sandtorkai 5, Hamburg',
    });
    expect(held.status, held.text).toBe(202);
    expect((await owner.client.delete(`/api/company/members/${leaving.user.id}`)).status).toBe(204);

    const before = await ordersOfCompany();
    const refused = await approver.client.post<ProblemBody>(`/api/approvals/${held.body.id}/approve`);
    expect([refused.status, refused.body.code]).toEqual([409, 'requester_left']);
    expect(await ordersOfCompany()).toBe(before);
    const ended = await approver.client.get<Approval>(`/api/approvals/${held.body.id}`);
    expect(ended.body).toMatchObject({ status: 'rejected', orderIds: [] });
    expect(ended.body.rejectionReason).toMatch(/^The member who asked is no longer in the firm/);
  });

  it('loses no cart line and lets no purchase past the limit while the cart changes during checkout', async () => {
    const racer = await joinByInvitation(api, inbox, owner, 'purchaser', 'Rita');
    await owner.client.patch(`/api/company/members/${racer.user.id}`, { monthlyLimit: '1500' });
    let added = 0;
    const add = async (quantity: number) => {
      const line = await racer.client.post('/api/cart', { productId: product.id, quantity });
      expect([200, 201]).toContain(line.status);
      added += quantity;
    };
    for (let round = 0; round < 12; round++) {
      await add(50);
      // The purchaser adds to the cart in another tab while the checkout runs.
      const [checkedOut] = await Promise.all([
        racer.client.post<ProblemBody>('/api/checkout', { shippingAddress: 'Am Sandtorkai 5, Hamburg' }),
        add(60),
      ]);
      expect([201, 202, 409], checkedOut.text).toContain(checkedOut.status);
    }
    const ordered = Number(
      (
        await api.db
          .knex('orderItems')
          .join('orders', 'orders.id', 'orderItems.orderId')
          .where({ 'orders.placedBy': racer.user.id })
          .sum({ n: 'orderItems.quantity' })
          .first()
      )?.n ?? 0,
    );
    const requested = (
      (await api.db.knex('purchaseApprovals').where({ requestedBy: racer.user.id }).select('lines')) as {
        lines: { quantity: number }[];
      }[]
    ).reduce((sum, approval) => sum + approval.lines.reduce((lines, line) => lines + line.quantity, 0), 0);
    const inCart = Number(
      (await api.db.knex('cartItems').where({ userId: racer.user.id }).sum({ n: 'quantity' }).first())?.n ??
        0,
    );
    // Every kilogram added is ordered, waiting for an approver, or still in the cart.
    expect(ordered + requested + inCart).toBe(added);
    const spent = Number(
      (await api.db.knex('orders').where({ placedBy: racer.user.id }).sum({ n: 'totalAmount' }).first())?.n ??
        0,
    );
    expect(spent).toBeLessThanOrEqual(1500);
  });
  it('holds an order in another currency than the firm’s for an approver, never converting it to weigh it', async () => {
    const inEuros = await washedArabica(api, { vendor, category }, 'EUR');
    const cartOf = async (who: SignedIn, lines: [number, number][]) => {
      await api.db.knex('cartItems').where({ userId: who.user.id }).delete();
      for (const [productId, quantity] of lines) {
        expect((await who.client.post('/api/cart', { productId, quantity })).status).toBe(201);
      }
    };
    const checkout = (who: SignedIn) =>
      who.client.post<Approval & CheckoutResult & Omit<ProblemBody, 'status'>>('/api/checkout', {
        shippingAddress: 'Am Sandtorkai 5, Hamburg',
      });

    const room = await owner.client.patch(`/api/company/members/${purchaser.user.id}`, {
      monthlyLimit: '1000000',
    });
    expect(room.status, room.text).toBe(200);
    // Far below the limit, but in euros: the limit, kept in dollars, does not weigh it.
    await cartOf(purchaser, [[inEuros.id, 10]]);
    const preview = (await purchaser.client.get<CheckoutPreview>('/api/checkout')).body;
    expect(preview).toMatchObject({ total: '39.00', currency: 'EUR', approvalReasons: ['other_currency'] });
    const before = await ordersOfCompany();
    const held = await checkout(purchaser);
    expect(held.status, held.text).toBe(202);
    expect(held.body).toMatchObject({ reasons: ['other_currency'], total: '39.00', currency: 'EUR' });
    expect(await ordersOfCompany()).toBe(before);
    const approved = await approver.client.post<Approval>(`/api/approvals/${held.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const [orderId] = approved.body.orderIds;
    expect((await purchaser.client.get<Order>(`/api/orders/${orderId}`)).body).toMatchObject({
      currency: 'EUR',
      totalAmount: '39.00',
    });

    // A cart in two currencies past the limits is asked a currency at a time; nothing is lost.
    await cartOf(purchaser, [
      [inEuros.id, 10],
      [product.id, 10],
    ]);
    const mixed = await checkout(purchaser);
    expect([mixed.status, mixed.body.code]).toEqual([409, 'approval_in_one_currency']);
    expect(mixed.body.detail).toContain('priced in EUR and USD');
    expect(
      Number(
        (await api.db.knex('cartItems').where({ userId: purchaser.user.id }).count({ n: '*' }).first())?.n,
      ),
    ).toBe(2);
    // An owner decides for themselves: one order per currency, each in its own.
    await cartOf(owner, [
      [inEuros.id, 10],
      [product.id, 10],
    ]);
    const placed = await checkout(owner);
    expect(placed.status, placed.text).toBe(201);
    expect(
      placed.body.orders
        .map((order) => [order.currency, order.totalAmount])
        .sort(([a], [b]) => a!.localeCompare(b!)),
    ).toEqual([
      ['EUR', '39.00'],
      ['USD', '42.00'],
    ]);
  });
});
