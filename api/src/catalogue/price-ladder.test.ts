import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderProblems } from './price-ladder.contract.ts';
import {
  cartItemSchema,
  checkoutResultSchema,
  orderSchema,
  productDetailSchema,
  productPriceSchema,
  type CartItem,
  type CheckoutResult,
  type Order,
  type ProblemBody,
  type ProductDetail,
  type ProductPrice,
} from '../contracts.ts';
import { Category } from '../models.ts';
import { signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

/** $4.20/kg from 100 kg in 25 kg bags; $3.90 from 500, $3.60 from 1,000; a 10 kg sample for $60. */
const ladder = {
  price: '4.20',
  minimumOrder: 100,
  orderMultiple: 25,
  priceTiers: [
    { minQuantity: 500, price: '3.90' },
    { minQuantity: 1000, price: '3.60' },
  ],
  sample: { quantity: 10, price: '60.00' },
};

describe('price ladders, order multiples and samples', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let buyer: SignedIn;
  let categoryId: number;
  let coffee: ProductDetail;

  const body = (overrides: Record<string, unknown> = {}) => ({
    categoryId,
    name: 'Robusta, screen 16',
    description: 'Washed, in 25 kg jute bags.',
    unit: 'kg',
    availableQuantity: 50_000,
    images: ['https://example.com/robusta.png'],
    ...ladder,
    ...overrides,
  });
  const refusal = async (overrides: Record<string, unknown>) => {
    const response = await vendor.client.post<ProblemBody>('/api/products', body(overrides));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_failed');
    return response.body.errors;
  };
  const cartLine = async (who: SignedIn, quantity: number) => {
    const cart = await who.client.get<CartItem[]>(`/api/cart/${who.user.id}`);
    const existing = cart.body.find((line) => line.productId === coffee.id);
    const response = existing
      ? await who.client.put<CartItem>(`/api/cart/${existing.id}`, { quantity })
      : await who.client.post<CartItem>('/api/cart', { productId: coffee.id, quantity });
    expect(response.status, response.text).toBeLessThan(300);
    return cartItemSchema.parse(response.body);
  };

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor', { companyName: 'Kivu Coffee' });
    buyer = await signUp(api);
    categoryId = (await Category.query(api.db.knex).insertAndFetch({ name: 'Coffee', slug: 'coffee' })).id;
    const created = await vendor.client.post<ProductDetail>('/api/products', body());
    expect(created.status, created.text).toBe(201);
    coffee = productDetailSchema.parse(created.body);
  });
  afterAll(() => api.close());

  it('stores the ladder, the multiple and the sample, and answers them on the product', async () => {
    expect(coffee).toMatchObject(ladder);
    const row = await api.db
      .knex('products')
      .where({ id: coffee.id })
      .first('orderMultiple', 'priceTiers', 'sampleQuantity', 'samplePrice');
    expect(row).toEqual({
      orderMultiple: 25,
      priceTiers: ladder.priceTiers,
      sampleQuantity: 10,
      samplePrice: '60.00',
    });
    const plain = await vendor.client.post<ProductDetail>('/api/products', {
      ...body(),
      orderMultiple: undefined,
      priceTiers: undefined,
      sample: undefined,
    });
    expect(plain.body).toMatchObject({ orderMultiple: 1, priceTiers: [], sample: null });
  });

  it('refuses each broken rule, naming the rung and the rule', async () => {
    expect(await refusal({ minimumOrder: 110 })).toEqual([
      { field: 'minimumOrder', message: 'must be a multiple of the order multiple (25)' },
    ]);
    expect(await refusal({ priceTiers: [{ minQuantity: 100, price: '3.90' }] })).toEqual([
      {
        field: 'priceTiers.0.minQuantity',
        message: 'Rung 1: must be above 100, the minimum order',
      },
    ]);
    expect(
      await refusal({
        priceTiers: [
          { minQuantity: 500, price: '3.90' },
          { minQuantity: 500, price: '3.60' },
        ],
      }),
    ).toEqual([
      { field: 'priceTiers.1.minQuantity', message: 'Rung 2: must be above 500, rung 1’s quantity' },
    ]);
    expect(await refusal({ priceTiers: [{ minQuantity: 510, price: '3.90' }] })).toEqual([
      { field: 'priceTiers.0.minQuantity', message: 'Rung 1: must be a multiple of the order multiple (25)' },
    ]);
    expect(await refusal({ priceTiers: [{ minQuantity: 500, price: '4.20' }] })).toEqual([
      { field: 'priceTiers.0.price', message: 'Rung 1: must be below 4.20, the base price' },
    ]);
    expect(
      await refusal({
        priceTiers: [
          { minQuantity: 500, price: '3.90' },
          { minQuantity: 1000, price: '3.95' },
        ],
      }),
    ).toEqual([{ field: 'priceTiers.1.price', message: 'Rung 2: must be below 3.90, rung 1’s price' }]);
    expect(await refusal({ priceTiers: [{ minQuantity: 500, price: '0' }] })).toEqual([
      { field: 'priceTiers.0.price', message: 'must be more than 0' },
    ]);
    const six = Array.from({ length: 6 }, (_, index) => ({
      minQuantity: 200 + index * 100,
      price: (4 - index * 0.1).toFixed(2),
    }));
    expect(await refusal({ priceTiers: six })).toEqual([
      { field: 'priceTiers', message: 'can hold at most 5 rungs' },
    ]);
    expect(await refusal({ sample: { quantity: 100, price: '50' } })).toEqual([
      { field: 'sample.quantity', message: 'must be below the minimum order (100)' },
    ]);
    expect(
      await api.db.knex('products').where({ vendorId: vendor.user.id }).count({ n: '*' }).first(),
    ).toEqual({
      n: 2,
    });
  });

  it('checks a partial change against the terms stored', async () => {
    const lowered = await vendor.client.patch<ProblemBody>(`/api/products/${coffee.id}`, { price: '3.80' });
    expect(lowered.status).toBe(422);
    expect(lowered.body.errors).toEqual([
      { field: 'priceTiers.0.price', message: 'Rung 1: must be below 3.80, the base price' },
    ]);
    const multiple = await vendor.client.patch<ProblemBody>(`/api/products/${coffee.id}`, {
      orderMultiple: 30,
    });
    expect(multiple.body.errors?.map((error) => error.field)).toEqual([
      'minimumOrder',
      'priceTiers.0.minQuantity',
      'priceTiers.1.minQuantity',
    ]);
    const stored = await api.db.knex('products').where({ id: coffee.id }).first('price', 'orderMultiple');
    expect(stored).toEqual({ price: '4.20', orderMultiple: 25 });
  });

  it('holds the rules in the database too', async () => {
    const write = (changes: Record<string, unknown>) =>
      api.db.knex('products').where({ id: coffee.id }).update(changes);
    await expect(
      write({ priceTiers: JSON.stringify([{ minQuantity: 500, price: '4.50' }]) }),
    ).rejects.toThrow(/products_price_tiers_valid/);
    await expect(
      write({ priceTiers: JSON.stringify([{ minQuantity: 510, price: '3.90' }]) }),
    ).rejects.toThrow(/products_price_tiers_valid/);
    await expect(write({ minimumOrder: 110 })).rejects.toThrow(/products_minimum_order_multiple/);
    await expect(write({ sampleQuantity: 100 })).rejects.toThrow(/products_sample_valid/);
    await expect(write({ samplePrice: null })).rejects.toThrow(/products_sample_valid/);
  });

  it('holds in the database exactly the rules the API checks, on random terms', async () => {
    // Valid terms built rung by rung, then most of the time one rule broken in one place.
    const cents = (amount: number) => (amount / 100).toFixed(2);
    const terms = fc
      .record({
        base: fc.integer({ min: 2, max: 2000 }),
        minimumSteps: fc.integer({ min: 1, max: 10 }),
        orderMultiple: fc.integer({ min: 1, max: 10 }),
        rungs: fc.array(
          fc.record({ steps: fc.integer({ min: 1, max: 20 }), cut: fc.integer({ min: 1, max: 300 }) }),
          {
            maxLength: 6,
          },
        ),
        sample: fc.option(
          fc.record({ below: fc.integer({ min: 1, max: 10 }), price: fc.integer({ min: 1, max: 9999 }) }),
        ),
        broken: fc.constantFrom('none', 'minimum', 'quantity', 'price', 'sample'),
        at: fc.nat(),
      })
      .map(({ base, minimumSteps, orderMultiple, rungs, sample, broken, at }) => {
        const minimumOrder = minimumSteps * orderMultiple;
        let quantity = minimumOrder;
        let price = base;
        const priceTiers = rungs.map((rung) => {
          quantity += rung.steps * orderMultiple;
          price -= rung.cut;
          return { minQuantity: quantity, price: cents(price) };
        });
        const rung = priceTiers[at % Math.max(1, priceTiers.length)];
        if (broken === 'quantity' && rung) rung.minQuantity += 1;
        if (broken === 'price' && rung) rung.price = cents(Number(rung.price) * 100 + 400);
        return {
          price: cents(base),
          minimumOrder: broken === 'minimum' ? minimumOrder + 1 : minimumOrder,
          orderMultiple,
          priceTiers,
          sample: sample && {
            quantity: broken === 'sample' ? minimumOrder : Math.max(1, minimumOrder - sample.below),
            price: cents(sample.price),
          },
        };
      });
    await fc.assert(
      fc.asyncProperty(terms, async (candidate) => {
        const accepted = await api.db.knex
          .transaction(async (trx) => {
            await trx('products')
              .where({ id: coffee.id })
              .update({
                price: candidate.price,
                minimumOrder: candidate.minimumOrder,
                orderMultiple: candidate.orderMultiple,
                priceTiers: JSON.stringify(candidate.priceTiers),
                sampleQuantity: candidate.sample?.quantity ?? null,
                samplePrice: candidate.sample?.price ?? null,
              });
            throw new Error('roll back');
          })
          .catch((error: Error) => error.message === 'roll back');
        expect(accepted).toBe(ladderProblems(candidate).length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('prices a cart line at the rung its quantity reaches, with the next rung', async () => {
    const at = async (quantity: number) => {
      const line = await cartLine(buyer, quantity);
      return [line.unitPrice, line.lineTotal, line.nextTier];
    };
    expect(await at(100)).toEqual(['4.20', '420.00', { minQuantity: 500, price: '3.90' }]);
    expect(await at(475)).toEqual(['4.20', '1995.00', { minQuantity: 500, price: '3.90' }]);
    expect(await at(500)).toEqual(['3.90', '1950.00', { minQuantity: 1000, price: '3.60' }]);
    expect(await at(975)).toEqual(['3.90', '3802.50', { minQuantity: 1000, price: '3.60' }]);
    expect(await at(1000)).toEqual(['3.60', '3600.00', null]);
  });

  it('answers what a quantity costs as its cart line would, at the minimum when asked for less', async () => {
    const priceAt = async (quantity: number | string, who: SignedIn | undefined = buyer) => {
      const path = `/api/products/${coffee.id}/price?quantity=${quantity}`;
      return who
        ? who.client.get<ProductPrice & ProblemBody>(path)
        : api.client().get<ProductPrice & ProblemBody>(path);
    };
    for (const quantity of [100, 475, 500, 975, 1000]) {
      const price = productPriceSchema.parse((await priceAt(quantity)).body);
      const line = await cartLine(buyer, quantity);
      expect(price).toEqual({
        productId: coffee.id,
        quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        tier: ladder.priceTiers.findLast((rung) => rung.minQuantity <= quantity) ?? null,
        nextTier: line.nextTier,
      });
    }
    // Signed out, and below the minimum order: priced at the minimum.
    expect((await priceAt(10, undefined)).body).toEqual({
      productId: coffee.id,
      quantity: 100,
      unitPrice: '4.20',
      lineTotal: '420.00',
      tier: null,
      nextTier: { minQuantity: 500, price: '3.90' },
    });
    expect((await priceAt(2_000_000)).body).toMatchObject({ unitPrice: '3.60', lineTotal: '7200000.00' });

    for (const [quantity, message] of [
      ['0', 'must be at least 1'],
      ['1.5', 'must be a whole number'],
      ['lots', 'must be a whole number'],
      ['1000000001', 'must be at most 1,000,000,000'],
    ] as const) {
      const refused = await priceAt(quantity);
      expect(refused.status, quantity).toBe(400);
      expect(refused.body.errors, quantity).toEqual([{ field: 'quantity', message }]);
    }
    const missing = await buyer.client.get<ProblemBody>('/api/products/999999/price?quantity=1');
    expect([missing.status, missing.body.code]).toEqual([404, 'product_not_found']);

    // Off sale, its price is its supplier's to see, as the product is.
    await vendor.client.delete(`/api/products/${coffee.id}`);
    try {
      expect((await priceAt(500)).status).toBe(404);
      expect((await priceAt(500, vendor)).body).toMatchObject({ unitPrice: '3.90' });
    } finally {
      await vendor.client.patch(`/api/products/${coffee.id}`, { isActive: true });
    }
  });

  it('refuses a quantity that is not a multiple, naming it, and keeps the line', async () => {
    const line = await cartLine(buyer, 500);
    const put = await buyer.client.put<ProblemBody>(`/api/cart/${line.id}`, { quantity: 510 });
    expect(put.status).toBe(422);
    expect(put.body).toMatchObject({
      code: 'quantity_not_multiple',
      detail: 'Robusta, screen 16 is sold in multiples of 25; 510 is not one: order 500 or 525.',
      productId: coffee.id,
    });
    const other = await signUp(api);
    const post = await other.client.post<ProblemBody>('/api/cart', { productId: coffee.id, quantity: 130 });
    expect(post.status).toBe(422);
    expect(post.body.code).toBe('quantity_not_multiple');
    expect(await api.db.knex('cartItems').where({ productId: coffee.id }).select('quantity')).toEqual([
      { quantity: 500 },
    ]);
  });

  it('checks out at the rungs, storing the unit price used and totals in numeric', async () => {
    const second = await vendor.client.post<ProductDetail>('/api/products', {
      ...body({ name: 'Arabica', sample: null }),
      price: '0.07',
      minimumOrder: 3,
      orderMultiple: 3,
      priceTiers: [{ minQuantity: 9, price: '0.03' }],
    });
    expect(second.status, second.text).toBe(201);
    await cartLine(buyer, 1000);
    await buyer.client.post('/api/cart', { productId: second.body.id, quantity: 6 });
    const placed = await buyer.client.post<CheckoutResult>('/api/checkout', { shippingAddress: 'Dock 4' });
    expect(placed.status, placed.text).toBe(201);
    const [order] = checkoutResultSchema.parse(placed.body).orders;
    expect(order?.items.map((item) => [item.quantity, item.unitPrice, item.totalPrice])).toEqual([
      [1000, '3.60', '3600.00'],
      [6, '0.07', '0.42'],
    ]);
    expect(order?.totalAmount).toBe('3600.42');
    const items = await api.db
      .knex('orderItems')
      .where({ orderId: order!.id })
      .orderBy('id')
      .select('unitPrice');
    expect(items).toEqual([{ unitPrice: '3.60' }, { unitPrice: '0.07' }]);
  });

  it('refuses at checkout a line whose multiple changed after it was added', async () => {
    const line = await cartLine(buyer, 500);
    await api.db
      .knex('products')
      .where({ id: coffee.id })
      .update({
        orderMultiple: 50,
        priceTiers: JSON.stringify([{ minQuantity: 1000, price: '3.60' }]),
      });
    await api.db.knex('cartItems').where({ id: line.id }).update({ quantity: 525 });
    const refused = await buyer.client.post<ProblemBody>('/api/checkout', { shippingAddress: 'Dock 4' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'quantity_not_multiple', productId: coffee.id });
    expect(await api.db.knex('orders').where({ buyerId: buyer.user.id }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
    await api.db
      .knex('products')
      .where({ id: coffee.id })
      .update({
        orderMultiple: 25,
        priceTiers: JSON.stringify(ladder.priceTiers),
      });
    await buyer.client.delete(`/api/cart/${line.id}`);
  });

  it('orders a sample once, outside the minimum, marked as a sample for both sides', async () => {
    const before = await api.db.knex('products').where({ id: coffee.id }).first('availableQuantity');
    const sampled = await buyer.client.post<Order>(`/api/products/${coffee.id}/sample`, {
      shippingAddress: 'Lab 2, Hamburg',
    });
    expect(sampled.status, sampled.text).toBe(201);
    expect(orderSchema.parse(sampled.body)).toMatchObject({
      status: 'pending',
      isSample: true,
      totalAmount: '60.00',
      items: [{ productId: coffee.id, quantity: 10, unitPrice: '6.00', totalPrice: '60.00' }],
    });
    const after = await api.db.knex('products').where({ id: coffee.id }).first('availableQuantity');
    expect(after.availableQuantity).toBe(before.availableQuantity - 10);

    const again = await buyer.client.post<ProblemBody>(`/api/products/${coffee.id}/sample`, {
      shippingAddress: 'Lab 2, Hamburg',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('sample_already_ordered');

    const theirs = await vendor.client.get<Order[]>(`/api/orders?vendorId=${vendor.user.id}`);
    expect(theirs.body.find((order) => order.id === sampled.body.id)?.isSample).toBe(true);
    const mine = await buyer.client.get<Order[]>(`/api/orders?buyerId=${buyer.user.id}`);
    expect(mine.body.map((order) => order.isSample).sort()).toEqual([false, true]);
    expect(await api.db.knex('orders').where({ sampleOf: coffee.id }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
  });

  it('answers 409 for a product without a sample and for the supplier’s own', async () => {
    const plain = await vendor.client.post<ProductDetail>('/api/products', body({ sample: null }));
    const none = await buyer.client.post<ProblemBody>(`/api/products/${plain.body.id}/sample`, {
      shippingAddress: 'Lab 2',
    });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('no_sample');
    const own = await vendor.client.post<ProblemBody>(`/api/products/${coffee.id}/sample`, {
      shippingAddress: 'Lab 2',
    });
    expect(own.body.code).toBe('own_product');
  });
});
