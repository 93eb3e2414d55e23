import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemSchema, cartSchema, type CartItem, type ProblemBody } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import { signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('cart', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let other: SignedIn;
  let coffee: Product;
  let cocoa: Product;
  let retired: Product;

  beforeAll(async () => {
    api = await startTestApi();
    buyer = await signUp(api);
    other = await signUp(api);
    const vendor = await signUp(api, 'vendor');
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' });
    const product = (name: string, isActive = true) => ({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name,
      price: '4.20',
      unit: 'kg',
      minimumOrder: 500,
      availableQuantity: 10_000,
      images: ['/uploads/coffee.png'],
      isActive,
    });
    const insert = (row: ReturnType<typeof product>) => Product.query(api.db.knex).insertAndFetch(row);
    coffee = await insert(product('Arabica coffee'));
    cocoa = await insert(product('Cocoa beans'));
    retired = await insert(product('Old stock', false));
  });
  afterAll(() => api.close());

  it('adds a product, attaches it to the line, and adds to the line when added again', async () => {
    const first = await buyer.client.post<CartItem>('/api/cart', {
      userId: buyer.user.id,
      productId: coffee.id,
      quantity: 500,
    });
    expect(first.status).toBe(201);
    expect(cartItemSchema.parse(first.body)).toMatchObject({
      userId: buyer.user.id,
      quantity: 500,
      product: {
        name: 'Arabica coffee',
        price: '4.20',
        unit: 'kg',
        minimumOrder: 500,
        images: ['/uploads/coffee.png'],
      },
    });

    const again = await buyer.client.post<CartItem>('/api/cart', { productId: coffee.id, quantity: 250 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 750 });

    const cart = await buyer.client.get<CartItem[]>(`/api/cart/${buyer.user.id}`);
    expect(cart.status).toBe(200);
    expect(cartSchema.parse(cart.body).map((item) => [item.productId, item.quantity])).toEqual([
      [coffee.id, 750],
    ]);
  });

  it('sets a quantity and removes a line', async () => {
    const added = await buyer.client.post<CartItem>('/api/cart', { productId: cocoa.id, quantity: 600 });
    const updated = await buyer.client.put<CartItem>(`/api/cart/${added.body.id}`, { quantity: 1200 });
    expect(updated.status).toBe(200);
    expect(updated.body.quantity).toBe(1200);

    expect((await buyer.client.delete(`/api/cart/${added.body.id}`)).status).toBe(204);
    const cart = await buyer.client.get<CartItem[]>(`/api/cart/${buyer.user.id}`);
    expect(cart.body.map((item) => item.productId)).not.toContain(cocoa.id);
    expect((await buyer.client.delete(`/api/cart/${added.body.id}`)).status).toBe(404);
  });

  it.each([
    ['zero', 0],
    ['a negative number', -3],
    ['a fraction', 2.5],
    ['a string', '10'],
    ['a huge number', 1e12],
  ])('refuses a quantity of %s', async (_, quantity) => {
    const add = await buyer.client.post<ProblemBody>('/api/cart', { productId: coffee.id, quantity });
    expect(add.status).toBe(422);
    expect(add.body.errors?.[0]?.field).toBe('quantity');
    const [line] = (await buyer.client.get<CartItem[]>(`/api/cart/${buyer.user.id}`)).body;
    const put = await buyer.client.put<ProblemBody>(`/api/cart/${line!.id}`, { quantity });
    expect(put.status).toBe(422);
  });

  it('refuses a product taken off sale, and one that does not exist', async () => {
    const inactive = await buyer.client.post<ProblemBody>('/api/cart', {
      productId: retired.id,
      quantity: 500,
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body).toMatchObject({
      code: 'product_unavailable',
      detail: 'This product is no longer on sale.',
    });
    const missing = await buyer.client.post<ProblemBody>('/api/cart', { productId: 987_654, quantity: 1 });
    expect(missing.status).toBe(404);
  });

  it("keeps every cart private: another user's cart is 403, their lines are 404, and nothing changes", async () => {
    const [line] = (await buyer.client.get<CartItem[]>(`/api/cart/${buyer.user.id}`)).body;
    const peek = await other.client.get<ProblemBody>(`/api/cart/${buyer.user.id}`);
    expect(peek.status).toBe(403);
    expect(peek.text).not.toContain('Arabica');

    const change = await other.client.put<ProblemBody>(`/api/cart/${line!.id}`, { quantity: 1 });
    const remove = await other.client.delete<ProblemBody>(`/api/cart/${line!.id}`);
    for (const response of [change, remove]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('cart_item_not_found');
    }
    const addToTheirs = await other.client.post('/api/cart', {
      userId: buyer.user.id,
      productId: cocoa.id,
      quantity: 1,
    });
    expect(addToTheirs.status).toBe(403);

    const cart = await buyer.client.get<CartItem[]>(`/api/cart/${buyer.user.id}`);
    expect(cart.body).toEqual([line]);
  });

  it('holds 200 lines, even with lines added at once, and still adds to a line it has', async () => {
    const shopper = await signUp(api);
    const vendor = await signUp(api, 'vendor');
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Bulk', slug: 'bulk' });
    const products = await api.db
      .knex('products')
      .insert(
        Array.from({ length: 205 }, (_, index) => ({
          vendorId: vendor.user.id,
          categoryId: category.id,
          name: `Lot ${index}`,
          price: '1.00',
          unit: 'kg',
          minimumOrder: 1,
          availableQuantity: 100,
          images: ['/uploads/lot.png'],
        })),
      )
      .returning('id');
    const ids = (products as { id: number }[]).map((row) => row.id);
    for (const productId of ids.slice(0, 190)) {
      expect((await shopper.client.post('/api/cart', { productId, quantity: 1 })).status).toBe(201);
    }
    const racing = await Promise.all(
      ids
        .slice(190)
        .map((productId) => shopper.client.post<ProblemBody>('/api/cart', { productId, quantity: 1 })),
    );
    expect(racing.filter((answer) => answer.status === 201)).toHaveLength(10);
    const full = racing.filter((answer) => answer.status === 409);
    expect(full).toHaveLength(5);
    expect(full[0]!.body).toMatchObject({
      code: 'cart_full',
      detail: 'Your cart holds 200 lines, the most it takes: check out or remove a line first.',
    });
    expect((await shopper.client.get<CartItem[]>(`/api/cart/${shopper.user.id}`)).body).toHaveLength(200);
    expect((await shopper.client.post('/api/cart', { productId: ids[0], quantity: 2 })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await api.client().get(`/api/cart/${buyer.user.id}`)).status).toBe(401);
    expect((await api.client().post('/api/cart', { productId: coffee.id, quantity: 1 })).status).toBe(401);
  });

  it('refuses unknown fields and ids that are not ids', async () => {
    const extra = await buyer.client.post<ProblemBody>('/api/cart', {
      productId: coffee.id,
      quantity: 1,
      price: '0.01',
    });
    expect(extra.status).toBe(422);
    expect(extra.body.errors?.[0]?.field).toBe('price');
    expect((await buyer.client.put('/api/cart/abc', { quantity: 1 })).status).toBe(400);
  });
});
