import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../errors/index.ts';
import { mapDatabaseError } from '../../domains.ts';
import { CartItem, Category, Order, Product, User, VendorRating } from '../../models.ts';
import { availableDatabaseKinds, createTestDatabase } from '../../testing/index.ts';
import type { Database } from './database.ts';

/** Runs a write that must fail and returns what a client would be told. */
async function rejection(write: () => PromiseLike<unknown>): Promise<AppError> {
  try {
    await write();
  } catch (error) {
    const mapped = mapDatabaseError(error);
    if (!mapped) throw error;
    return mapped;
  }
  throw new Error('the database accepted data it should have rejected');
}

describe.each(availableDatabaseKinds())('schema constraints on %s', (kind) => {
  let db: Database;
  let vendor: User;
  let buyer: User;
  let category: Category;
  let product: Product;

  const validProduct = () => ({
    vendorId: vendor.id,
    categoryId: category.id,
    name: 'Arabica coffee beans',
    description: 'Washed, grade AA',
    price: '4.20',
    unit: 'kg',
    minimumOrder: 100,
    availableQuantity: 5000,
    images: ['/uploads/a.png'],
  });

  beforeAll(async () => {
    db = await createTestDatabase(kind, { migrated: true });
    vendor = await User.query(db.knex).insertAndFetch({ email: 'sales@andes.example', role: 'vendor' });
    buyer = await User.query(db.knex).insertAndFetch({ email: 'buyer@mill.example' });
    category = await Category.query(db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' });
    product = await Product.query(db.knex).insertAndFetch(validProduct());
  });
  afterAll(() => db.close());

  it('fills in the spec defaults', async () => {
    expect(buyer.role).toBe('buyer');
    expect(buyer.isVerified).toBe(false);
    expect(product).toMatchObject({ isActive: true, videos: [], specifications: {}, price: '4.20' });
    const order = await Order.query(db.knex).insertAndFetch({
      buyerId: buyer.id,
      vendorId: vendor.id,
      currency: 'USD',
      totalAmount: '420.00',
      shippingAddress: '1 Harbour Road, Rotterdam',
    });
    expect(order.status).toBe('pending');
  });

  it('rejects a rating of 6', async () => {
    const error = await rejection(() =>
      VendorRating.query(db.knex).insert({ vendorId: vendor.id, buyerId: buyer.id, rating: 6 }),
    );
    expect(error).toMatchObject({ status: 422, code: 'constraint_violation' });
    expect(error.detail).toBe('Rating must be a whole number from 1 to 5.');
    expect(error.errors).toEqual([
      { field: 'rating', message: 'Rating must be a whole number from 1 to 5.' },
    ]);
  });

  it('rejects a negative price', async () => {
    const error = await rejection(() => Product.query(db.knex).insert({ ...validProduct(), price: '-0.01' }));
    expect(error).toMatchObject({ status: 422, detail: 'Price must be 0 or more.' });
  });

  it('rejects a duplicate category slug', async () => {
    const error = await rejection(() =>
      Category.query(db.knex).insert({ name: 'Foods again', slug: 'foods' }),
    );
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      detail: 'A category with this slug already exists.',
    });
  });

  it('rejects an order status of lost', async () => {
    const error = await rejection(() =>
      Order.query(db.knex).insert({
        buyerId: buyer.id,
        vendorId: vendor.id,
        status: 'lost' as never,
        currency: 'USD',
        shippingAddress: 'Somewhere',
      }),
    );
    expect(error.status).toBe(422);
    expect(error.detail).toBe(
      'Order status must be one of pending, confirmed, shipped, delivered or cancelled.',
    );
  });

  it.each([
    ['a negative available quantity', { availableQuantity: -1 }, 'Available quantity cannot be negative.'],
    ['a minimum order of 0', { minimumOrder: 0 }, 'Minimum order must be at least 1.'],
    ['six images', { images: ['1', '2', '3', '4', '5', '6'] }, 'Maximum 5 images allowed'],
    ['an empty name', { name: '' }, 'Product name must be 1 to 200 characters.'],
  ])('rejects a product with %s', async (_, change, message) => {
    const error = await rejection(() => Product.query(db.knex).insert({ ...validProduct(), ...change }));
    expect(error).toMatchObject({ status: 422, detail: message });
  });

  it('rejects a product of a vendor that does not exist', async () => {
    const error = await rejection(() =>
      Product.query(db.knex).insert({ ...validProduct(), vendorId: 'no-such-vendor' }),
    );
    expect(error).toMatchObject({ status: 409, detail: 'The supplier does not exist.' });
  });

  it('rejects a duplicate email, an unknown role, and an upper-case email', async () => {
    expect(await rejection(() => User.query(db.knex).insert({ email: 'buyer@mill.example' }))).toMatchObject({
      status: 409,
      detail: 'An account with this email already exists.',
    });
    expect(
      await rejection(() => User.query(db.knex).insert({ email: 'x@y.example', role: 'owner' as never })),
    ).toMatchObject({ status: 422, detail: 'Role must be one of "buyer", "vendor" or "admin".' });
    expect(await rejection(() => User.query(db.knex).insert({ email: 'Loud@Y.example' }))).toMatchObject({
      status: 422,
      detail: 'Email must be a valid, lower-case email address.',
    });
  });

  it('keeps one cart line per user and product, with a positive quantity', async () => {
    await CartItem.query(db.knex).insert({ userId: buyer.id, productId: product.id, quantity: 100 });
    expect(
      await rejection(() =>
        CartItem.query(db.knex).insert({ userId: buyer.id, productId: product.id, quantity: 5 }),
      ),
    ).toMatchObject({ status: 409, detail: 'This product is already in the cart.' });
    expect(
      await rejection(() => CartItem.query(db.knex).patch({ quantity: 0 }).where({ userId: buyer.id })),
    ).toMatchObject({ status: 422, detail: 'Quantity must be at least 1.' });
  });

  it('refuses to delete a vendor who still has products', async () => {
    const error = await rejection(() => User.query(db.knex).deleteById(vendor.id));
    expect(error).toMatchObject({ status: 409, code: 'still_referenced' });
  });

  it('moves updated_at on every update', async () => {
    const before = await Product.query(db.knex).findById(product.id).throwIfNotFound();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Product.query(db.knex).patch({ availableQuantity: 4000 }).findById(product.id);
    const after = await Product.query(db.knex).findById(product.id).throwIfNotFound();
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('leaves errors that are not the client’s doing unmapped', () => {
    expect(mapDatabaseError(new Error('connection reset'))).toBeUndefined();
  });
});
