import type { Knex } from 'knex';
import { MAX_CART_LINES, type CartItem } from './cart.contract.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { quantityNotMultiple } from './checkout.service.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { productFacts } from '../catalogue/index.ts';

interface CartRow extends Omit<CartItem, 'createdAt'> {
  createdAt: Date;
}

/** Each line priced as checkout prices it: at its rung, in SQL numeric. */
function cartRows(db: Knex) {
  return db('cartItems')
    .join(productFacts(db), 'products.id', 'cartItems.productId')
    .select(
      'cartItems.id',
      'cartItems.userId',
      'cartItems.productId',
      'cartItems.quantity',
      'cartItems.createdAt',
      db.raw(
        `rawex_unit_price(products.price, products.price_tiers, cart_items.quantity)::text AS unit_price`,
      ),
      db.raw(
        `(rawex_unit_price(products.price, products.price_tiers, cart_items.quantity) * cart_items.quantity)::text
           AS line_total`,
      ),
      db.raw(`next_price_rung(products.price_tiers, cart_items.quantity) AS next_tier`),
      db.raw(
        `json_build_object('id', products.id, 'vendorId', products.vendor_id, 'name', products.name,
           'images', products.images, 'price', products.price::text,
           'currency', products.currency, 'unit', products.unit,
           'minimumOrder', products.minimum_order, 'orderMultiple', products.order_multiple,
           'priceTiers', products.price_tiers, 'availableQuantity', products.available_quantity,
           'isActive', products.is_active) AS product`,
      ),
    );
}

function toCartItem(row: CartRow): CartItem {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

export function requireOwnCart(actor: AuthUser, userId: string): void {
  if (userId !== actor.id) {
    throw new AppError({
      status: 403,
      code: 'not_your_cart',
      title: 'Forbidden',
      detail: 'You can only see and change your own cart.',
    });
  }
}

export async function getCart(db: Knex, userId: string): Promise<CartItem[]> {
  const rows: CartRow[] = await cartRows(db).where('cartItems.userId', userId).orderBy('cartItems.id');
  return rows.map(toCartItem);
}

async function cartItem(db: Knex, actor: AuthUser, id: number): Promise<CartItem> {
  const row: CartRow | undefined = await cartRows(db)
    .where({ 'cartItems.id': id, 'cartItems.userId': actor.id })
    .first();
  // Another user's line is answered like a missing one: nothing about it leaks.
  if (!row) throw notFound('This item is not in your cart.', 'cart_item_not_found');
  return toCartItem(row);
}

/** Adds a product to the cart; a product already there gets the quantity added to its line. */
export async function addToCart(
  db: Knex,
  actor: AuthUser,
  { productId, quantity }: { productId: number; quantity: number },
): Promise<{ item: CartItem; created: boolean }> {
  const product = await db
    .from(productFacts(db))
    .where({ id: productId })
    .first('isActive', 'name', 'orderMultiple');
  if (!product) throw notFound('Product not found', 'product_not_found');
  if (!product.isActive) {
    throw new AppError({
      status: 409,
      code: 'product_unavailable',
      title: 'Conflict',
      detail: 'This product is no longer on sale.',
    });
  }
  if (quantity % product.orderMultiple !== 0) {
    throw quantityNotMultiple({
      productId,
      name: product.name,
      quantity,
      orderMultiple: product.orderMultiple,
    });
  }
  const row = await db.transaction(async (trx) => {
    // Lines added at once are counted one after another: none can slip past the last free place.
    await lockUntilCommit(trx, `cart:${actor.id}`);
    const result = await trx.raw(
      `INSERT INTO cart_items (user_id, product_id, quantity)
       SELECT :userId, :productId, :quantity
        WHERE (SELECT count(*) FROM cart_items WHERE user_id = :userId) < :maxLines
           OR EXISTS (SELECT 1 FROM cart_items WHERE user_id = :userId AND product_id = :productId)
       ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
       RETURNING id, (xmax = 0) AS created`,
      { userId: actor.id, productId, quantity, maxLines: MAX_CART_LINES },
    );
    const added = (result.rows as { id: number; created: boolean }[])[0];
    // Read in the same transaction: a checkout may take the line the moment this one commits.
    return added && { item: await cartItem(trx, actor, added.id), created: Boolean(added.created) };
  });
  if (!row) {
    throw new AppError({
      status: 409,
      code: 'cart_full',
      title: 'Conflict',
      detail: `Your cart holds ${MAX_CART_LINES} lines, the most it takes: check out or remove a line first.`,
    });
  }
  return row;
}

export async function setCartQuantity(
  db: Knex,
  actor: AuthUser,
  id: number,
  quantity: number,
): Promise<CartItem> {
  const { product } = await cartItem(db, actor, id);
  if (quantity % product.orderMultiple !== 0) {
    throw quantityNotMultiple({
      productId: product.id,
      name: product.name,
      quantity,
      orderMultiple: product.orderMultiple,
    });
  }
  await db('cartItems').where({ id, userId: actor.id }).update({ quantity });
  return cartItem(db, actor, id);
}

/** Takes these products' lines out of the person's cart: a checkout has taken them. */
export async function takeFromCart(
  trx: Knex.Transaction,
  userId: string,
  productIds: number[],
): Promise<void> {
  await trx('cartItems').where({ userId }).whereIn('productId', productIds).delete();
}

export async function removeFromCart(db: Knex, actor: AuthUser, id: number): Promise<void> {
  // returning() rather than the affected-row count, which PGlite's knex dialect does not report.
  const removed = await db('cartItems').where({ id, userId: actor.id }).delete().returning('id');
  if (removed.length === 0) throw notFound('This item is not in your cart.', 'cart_item_not_found');
}
