// Long by nature: checkout and every move of an order, for buyers and suppliers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutResultSchema,
  orderListSchema,
  orderSchema,
  type CheckoutResult,
  type Order,
  type ProblemBody,
  type Vendor,
} from '../contracts.ts';
import { Category, Product } from '../models.ts';
import { recordPaidInFull, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('checkout and orders', () => {
  let api: TestApi;
  let andes: SignedIn;
  let nordic: SignedIn;
  let category: Category;

  const stock = async (id: number) =>
    (await api.db.knex('products').where({ id }).first('availableQuantity')).availableQuantity as number;
  const unitsOrdered = async (productId: number) =>
    Number((await api.db.knex('orderItems').where({ productId }).sum({ units: 'quantity' }).first())?.units);

  const newProduct = async (vendor: SignedIn, overrides: Partial<Product> = {}) =>
    Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Arabica coffee',
      price: '4.20',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 1000,
      images: ['/uploads/coffee.png'],
      ...overrides,
    });

  const fill = async (buyer: SignedIn, lines: [Product, number][]) => {
    await api.db.knex('cartItems').where({ userId: buyer.user.id }).delete();
    for (const [product, quantity] of lines) {
      await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId: product.id, quantity });
    }
  };

  const checkout = (buyer: SignedIn, headers: Record<string, string> = {}) =>
    buyer.client.post<CheckoutResult & ProblemBody>(
      '/api/checkout',
      { shippingAddress: '1 Harbour Road, Rotterdam', notes: 'Dock 4' },
      { headers },
    );

  beforeAll(async () => {
    api = await startTestApi();
    andes = await signUp(api, 'vendor', { companyName: 'Andes Growers', location: 'Medellín, Colombia' });
    nordic = await signUp(api, 'vendor', { companyName: 'Nordic Timber', location: 'Umeå, Sweden' });
    category = await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' });
  });
  afterAll(() => api.close());

  describe('checkout', () => {
    it('turns the cart into one order per vendor, priced in SQL, taking stock and emptying the cart', async () => {
      const buyer = await signUp(api, 'buyer', { companyName: 'Rotterdam Roasters' });
      const coffee = await newProduct(andes, { price: '4.20', minimumOrder: 500, availableQuantity: 2000 });
      const cocoa = await newProduct(andes, { name: 'Cocoa', price: '0.07' });
      const teak = await newProduct(nordic, {
        name: 'Teak',
        price: '650.00',
        unit: 'm³',
        availableQuantity: 10,
      });
      await fill(buyer, [
        [coffee, 500],
        [cocoa, 3],
        [teak, 3],
      ]);

      const response = await checkout(buyer);
      expect(response.status).toBe(201);
      const { orders } = checkoutResultSchema.parse(response.body);
      expect(orders.map((order) => [order.vendorId, order.status, order.totalAmount])).toEqual([
        [andes.user.id, 'pending', '2100.21'],
        [nordic.user.id, 'pending', '1950.00'],
      ]);
      expect(orders[0]).toMatchObject({
        buyerId: buyer.user.id,
        shippingAddress: '1 Harbour Road, Rotterdam',
        notes: 'Dock 4',
        vendor: { companyName: 'Andes Growers', location: 'Medellín, Colombia' },
        buyer: { companyName: 'Rotterdam Roasters' },
      });
      expect(
        orders[0]?.items.map((item) => [
          item.productId,
          item.quantity,
          item.product.unit,
          item.unitPrice,
          item.totalPrice,
        ]),
      ).toEqual([
        [coffee.id, 500, 'kg', '4.20', '2100.00'],
        [cocoa.id, 3, 'kg', '0.07', '0.21'],
      ]);
      expect([await stock(coffee.id), await stock(cocoa.id), await stock(teak.id)]).toEqual([1500, 997, 7]);
      expect((await buyer.client.get(`/api/cart/${buyer.user.id}`)).body).toEqual([]);
    });

    it.each([
      ['an empty cart', 'empty', 422, 'cart_empty'],
      ['a product taken off sale', 'inactive', 409, 'product_unavailable'],
      ['a line under the minimum order', 'minimum', 422, 'below_minimum_order'],
      ['more than is in stock', 'stock', 409, 'insufficient_stock'],
    ])('refuses %s, naming the product, and changes nothing', async (_, problem, status, code) => {
      const buyer = await signUp(api);
      const fine = await newProduct(andes, { name: 'Fine beans', availableQuantity: 100 });
      const troubled = await newProduct(andes, {
        name: 'Troubled beans',
        isActive: problem !== 'inactive',
        minimumOrder: problem === 'minimum' ? 50 : 1,
        availableQuantity: problem === 'stock' ? 5 : 100,
      });
      if (problem !== 'empty') {
        await fill(buyer, [
          [fine, 10],
          [troubled, 10],
        ]);
      }
      const response = await checkout(buyer);
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
      if (problem !== 'empty') expect(response.body.detail).toContain('Troubled beans');
      expect([await stock(fine.id), await stock(troubled.id)]).toEqual([100, problem === 'stock' ? 5 : 100]);
      expect(await api.db.knex('orders').where({ buyerId: buyer.user.id }).first()).toBeUndefined();
      expect((await buyer.client.get<unknown[]>(`/api/cart/${buyer.user.id}`)).body).toHaveLength(
        problem === 'empty' ? 0 : 2,
      );
    });

    it('needs a shipping address, and a signed-in user', async () => {
      const buyer = await signUp(api);
      const response = await buyer.client.post<ProblemBody>('/api/checkout', { shippingAddress: '   ' });
      expect(response.status).toBe(422);
      expect(response.body.errors?.[0]?.field).toBe('shippingAddress');
      expect((await api.client().post('/api/checkout', { shippingAddress: 'x' })).status).toBe(401);
    });

    it('never oversells: 50 buyers after the last 10 units, ten times over', async () => {
      const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(api)));
      const scarce = await newProduct(andes, { name: 'Scarce saffron', availableQuantity: 10 });
      for (let round = 0; round < 10; round += 1) {
        await api.db.knex('products').where({ id: scarce.id }).update({ availableQuantity: 10 });
        await api.db
          .knex('cartItems')
          .insert(buyers.map((buyer) => ({ userId: buyer.user.id, productId: scarce.id, quantity: 1 })))
          .onConflict(['userId', 'productId'])
          .merge();
        const responses = await Promise.all(buyers.map((buyer) => checkout(buyer)));
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(10);
        expect(
          responses.filter(
            (response) => response.status === 409 && response.body.code === 'insufficient_stock',
          ),
        ).toHaveLength(40);
        expect(await stock(scarce.id)).toBe(0);
      }
      expect(await unitsOrdered(scarce.id)).toBe(100);
    });

    it('takes samples and checkouts from one stock, never overselling it', async () => {
      const scarce = await newProduct(andes, {
        name: 'Scarce vanilla',
        minimumOrder: 10,
        availableQuantity: 10,
        sampleQuantity: 2,
        samplePrice: '9.00',
      });
      const samplers = await Promise.all(Array.from({ length: 10 }, () => signUp(api)));
      const shoppers = await Promise.all(Array.from({ length: 5 }, () => signUp(api)));
      for (const shopper of shoppers) await fill(shopper, [[scarce, 10]]);
      const responses = await Promise.all([
        ...samplers.map((sampler) =>
          sampler.client.post<ProblemBody>(`/api/products/${scarce.id}/sample`, {
            shippingAddress: '1 Harbour Road, Rotterdam',
          }),
        ),
        ...shoppers.map((shopper) => checkout(shopper)),
      ]);
      const refused = responses.filter((response) => response.status !== 201);
      expect(refused.map((response) => [response.status, response.body.code])).toEqual(
        refused.map(() => [409, 'insufficient_stock']),
      );
      expect(await stock(scarce.id)).toBe(0);
      expect(await unitsOrdered(scarce.id)).toBe(10);
    });

    it('never deadlocks two carts holding the same products', async () => {
      const [first, second] = await Promise.all([signUp(api), signUp(api)]);
      const a = await newProduct(andes, { name: 'A', availableQuantity: 1000 });
      const b = await newProduct(nordic, { name: 'B', availableQuantity: 1000 });
      for (let round = 0; round < 10; round += 1) {
        await fill(first!, [
          [a, 1],
          [b, 1],
        ]);
        await fill(second!, [
          [b, 1],
          [a, 1],
        ]);
        const statuses = (await Promise.all([checkout(first!), checkout(second!)])).map(
          (response) => response.status,
        );
        expect(statuses).toEqual([201, 201]);
      }
      expect([await stock(a.id), await stock(b.id)]).toEqual([980, 980]);
    });

    it('answers a retried checkout with the first result, even when the retry races it', async () => {
      const buyer = await signUp(api);
      const coffee = await newProduct(andes, { availableQuantity: 100 });
      await fill(buyer, [[coffee, 10]]);
      const key = { 'idempotency-key': 'checkout-7c9e6679' };
      const [first, second] = await Promise.all([checkout(buyer, key), checkout(buyer, key)]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      expect(second.body).toEqual(first.body);
      const third = await checkout(buyer, key);
      expect(third.status).toBe(200);
      expect(third.body).toEqual(first.body);
      expect(
        await api.db.knex('orders').where({ buyerId: buyer.user.id }).count({ count: '*' }).first(),
      ).toEqual({
        count: 1,
      });
      expect(await stock(coffee.id)).toBe(90);

      const other = await buyer.client.post<ProblemBody>(
        '/api/checkout',
        { shippingAddress: 'Somewhere else' },
        { headers: key },
      );
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('idempotency_key_reused');
      expect((await checkout(buyer, { 'idempotency-key': 'has spaces' })).status).toBe(400);

      // A day later the key is forgotten: the same key places a new order.
      await api.db.knex('idempotencyKeys').update({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
      await fill(buyer, [[coffee, 5]]);
      const later = await checkout(buyer, key);
      expect(later.status).toBe(201);
      expect(later.body.orders[0]?.id).not.toBe(first.body.orders[0]?.id);
    });
  });

  describe('orders', () => {
    let buyer: SignedIn;
    let placed: Order[];

    beforeAll(async () => {
      buyer = await signUp(api, 'buyer', { companyName: 'Baltic Roasters' });
      const teak = await newProduct(nordic, { name: 'Plantation teak', availableQuantity: 100 });
      const beans = await newProduct(andes, { name: 'Washed beans', availableQuantity: 100 });
      await fill(buyer, [[teak, 2]]);
      const first = await checkout(buyer);
      await fill(buyer, [[beans, 5]]);
      const second = await checkout(buyer);
      placed = [...first.body.orders, ...second.body.orders];
    });

    it("lists the buyer's orders newest first, with items, vendor and total", async () => {
      const response = await buyer.client.get<Order[]>(`/api/orders?buyerId=${buyer.user.id}`);
      expect(response.status).toBe(200);
      const orders = orderListSchema.parse(response.body);
      expect(orders.map((order) => order.id)).toEqual([placed[1]!.id, placed[0]!.id]);
      expect(orders[0]?.items[0]?.product.name).toBe('Washed beans');
      expect(response.headers.get('x-total-count')).toBe('2');
    });

    it.each([
      ['an order number padded to 6 digits', (order: Order) => String(order.id).padStart(6, '0'), 0],
      ['its supplier’s name', () => 'nordic', 0],
      ['a product name', () => 'WASHED', 1],
    ])('searches by %s', async (_, search, index) => {
      const order = placed[index]!;
      const response = await buyer.client.get<Order[]>(
        `/api/orders?buyerId=${buyer.user.id}&search=${encodeURIComponent(search(order))}`,
      );
      expect(response.body.map((found) => found.id)).toEqual([order.id]);
    });

    it('searches a supplier’s orders by its buyer’s name, not its own', async () => {
      const search = (text: string) =>
        nordic.client.get<Order[]>(`/api/orders?vendorId=${nordic.user.id}&search=${text}`);
      expect((await search('baltic')).body.map((order) => order.id)).toEqual([placed[0]!.id]);
      expect((await search('nordic')).body).toEqual([]);
    });

    it('filters by status', async () => {
      const pending = await buyer.client.get<Order[]>(`/api/orders?buyerId=${buyer.user.id}&status=pending`);
      expect(pending.body).toHaveLength(2);
      const shipped = await buyer.client.get<Order[]>(`/api/orders?buyerId=${buyer.user.id}&status=shipped`);
      expect(shipped.body).toEqual([]);
      expect((await buyer.client.get(`/api/orders?buyerId=${buyer.user.id}&status=lost`)).status).toBe(400);
    });

    it("lists a vendor's orders, and no one else's", async () => {
      const response = await nordic.client.get<Order[]>(`/api/orders?vendorId=${nordic.user.id}&search=teak`);
      expect(response.body.map((order) => order.id)).toContain(placed[0]!.id);
      expect(response.body.every((order) => order.vendorId === nordic.user.id)).toBe(true);

      const stranger = await signUp(api);
      for (const query of [`buyerId=${buyer.user.id}`, `vendorId=${nordic.user.id}`]) {
        const peek = await stranger.client.get<ProblemBody>(`/api/orders?${query}`);
        expect(peek.status).toBe(403);
        expect(peek.text).not.toContain('teak');
      }
      expect((await nordic.client.get(`/api/orders?vendorId=${andes.user.id}`)).status).toBe(403);
      expect((await buyer.client.get('/api/orders')).status).toBe(400);
    });

    it('shows one order to its buyer and its vendor only', async () => {
      const order = placed[0]!;
      expect(orderSchema.parse((await buyer.client.get(`/api/orders/${order.id}`)).body).id).toBe(order.id);
      expect((await nordic.client.get(`/api/orders/${order.id}`)).status).toBe(200);
      expect((await andes.client.get(`/api/orders/${order.id}`)).status).toBe(404);
      expect((await (await signUp(api)).client.get(`/api/orders/${order.id}`)).status).toBe(404);
      expect((await buyer.client.get('/api/orders/999999')).status).toBe(404);
    });
  });

  describe('order states', () => {
    const place = async (buyer: SignedIn, quantity = 10) => {
      const product = await newProduct(andes, { availableQuantity: 100 });
      await fill(buyer, [[product, quantity]]);
      const response = await checkout(buyer);
      return { order: response.body.orders[0]!, product };
    };
    const move = (who: SignedIn, order: Order, status: string) =>
      who.client.patch<Order & { code?: string; allowedStatuses?: string[] }>(`/api/orders/${order.id}`, {
        status,
      });

    it('goes pending → confirmed → shipped by the vendor, → delivered by the buyer, moving updatedAt', async () => {
      const buyer = await signUp(api);
      const { order } = await place(buyer);
      let previous = order.updatedAt;
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        // The plan (prepayment, the default) asks for the money before the order ships.
        if (status === 'shipped') await recordPaidInFull(andes, order.id);
        const response = await move(status === 'delivered' ? buyer : andes, order, status);
        expect(response.status).toBe(200);
        expect(response.body.status).toBe(status);
        expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(previous));
        previous = response.body.updatedAt;
      }
      const history = await api.db
        .knex('orderStatusChanges')
        .where({ orderId: order.id })
        .orderBy('id')
        .select('toStatus');
      expect(history.map((change: { toStatus: string }) => change.toStatus)).toEqual([
        'pending',
        'confirmed',
        'shipped',
        'delivered',
      ]);
    });

    it.each([
      ['buyer', 'pending', 'confirmed', ['cancelled']],
      ['buyer', 'confirmed', 'cancelled', []],
      ['vendor', 'pending', 'shipped', ['confirmed', 'cancelled']],
      ['vendor', 'confirmed', 'delivered', ['shipped', 'cancelled']],
      ['vendor', 'shipped', 'delivered', []],
      ['buyer', 'shipped', 'cancelled', ['delivered']],
      ['vendor', 'delivered', 'cancelled', []],
      ['vendor', 'cancelled', 'pending', []],
    ])(
      'refuses a %s moving a %s order to %s, listing the allowed moves',
      async (party, from, to, allowed) => {
        const buyer = await signUp(api);
        const { order } = await place(buyer);
        await api.db.knex('orders').where({ id: order.id }).update({ status: from });
        const response = await move(party === 'buyer' ? buyer : andes, order, to);
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ code: 'illegal_status_change', allowedStatuses: allowed });
        expect((await api.db.knex('orders').where({ id: order.id }).first('status')).status).toBe(from);
      },
    );

    it('lets the buyer cancel a pending order, putting the stock back once', async () => {
      const buyer = await signUp(api);
      const { order, product } = await place(buyer, 10);
      expect(await stock(product.id)).toBe(90);
      expect((await move(buyer, order, 'cancelled')).status).toBe(200);
      expect(await stock(product.id)).toBe(100);
      expect((await move(buyer, order, 'cancelled')).status).toBe(409);
      expect((await move(andes, order, 'cancelled')).status).toBe(409);
      expect(await stock(product.id)).toBe(100);
    });

    it('lets exactly one of a racing cancel and ship win, restoring stock at most once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const buyer = await signUp(api);
        const { order, product } = await place(buyer, 10);
        await move(andes, order, 'confirmed');
        const [ship, cancel] = await Promise.all([
          move(andes, order, 'shipped'),
          move(andes, order, 'cancelled'),
        ]);
        expect([ship.status, cancel.status].sort()).toEqual([200, 409]);
        const final = (await api.db.knex('orders').where({ id: order.id }).first('status')).status;
        expect(await stock(product.id)).toBe(final === 'cancelled' ? 100 : 90);
      }
    });

    it('hides the order from anyone but its buyer and vendor, and checks the status', async () => {
      const buyer = await signUp(api);
      const { order } = await place(buyer);
      expect((await move(nordic, order, 'confirmed')).status).toBe(404);
      expect((await move(andes, order, 'lost')).status).toBe(422);
    });
  });

  describe('ratings', () => {
    it('lets a buyer with a delivered order rate the vendor once, a second rating replacing the first', async () => {
      const vendor = await signUp(api, 'vendor', { companyName: 'Rated Ltd' });
      const buyer = await signUp(api);
      const product = await newProduct(vendor);
      await fill(buyer, [[product, 1]]);
      const { orders } = (await checkout(buyer)).body;

      const early = await buyer.client.post<ProblemBody>(`/api/vendors/${vendor.user.id}/ratings`, {
        rating: 5,
      });
      expect(early.status).toBe(403);
      expect(early.body.code).toBe('no_delivered_order');

      for (const status of ['confirmed', 'shipped']) {
        if (status === 'shipped') await recordPaidInFull(vendor, orders[0]!.id);
        await vendor.client.patch(`/api/orders/${orders[0]!.id}`, { status });
      }
      const shipped = await buyer.client.post<ProblemBody>(`/api/vendors/${vendor.user.id}/ratings`, {
        rating: 5,
      });
      expect(shipped.status).toBe(403);
      expect((await buyer.client.patch(`/api/orders/${orders[0]!.id}`, { status: 'delivered' })).status).toBe(
        200,
      );
      const rated = await buyer.client.post(`/api/vendors/${vendor.user.id}/ratings`, {
        rating: 4,
        review: 'Good',
      });
      expect(rated.status).toBe(201);
      expect((await api.client().get<Vendor>(`/api/users/${vendor.user.id}`)).body).toMatchObject({
        rating: 4,
        reviewCount: 1,
      });

      await buyer.client.post(`/api/vendors/${vendor.user.id}/ratings`, {
        rating: 2,
        review: 'Second thoughts',
      });
      expect((await api.client().get<Vendor>(`/api/users/${vendor.user.id}`)).body).toMatchObject({
        rating: 2,
        reviewCount: 1,
      });
      const reviews = await api.client().get<{ review: string }[]>(`/api/vendors/${vendor.user.id}/ratings`);
      expect(reviews.body.map((rating) => rating.review)).toEqual(['Second thoughts']);

      for (const rating of [0, 6, 4.5, '5']) {
        const bad = await buyer.client.post(`/api/vendors/${vendor.user.id}/ratings`, { rating });
        expect(bad.status).toBe(422);
      }
      expect((await buyer.client.post('/api/vendors/nobody/ratings', { rating: 5 })).status).toBe(404);
    });
  });
});
