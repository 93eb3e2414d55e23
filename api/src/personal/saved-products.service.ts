import type { Knex } from 'knex';
import { productFacts, productsWithIds } from '../catalogue/index.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { MAX_SAVED_PRODUCTS, type SavedProduct } from './saved-products.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';

const productNotFound = () => notFound('Product not found', 'product_not_found');

/** Saves a listed product with its price now; saving it again keeps the first save. */
export async function saveProduct(db: Knex, userId: string, productId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const product = await trx.from(productFacts(trx)).where({ id: productId, isActive: true }).first('price');
    if (!product) throw productNotFound();
    const saved = await trx('savedProducts').where({ userId }).count({ count: '*' }).first();
    const already = await trx('savedProducts').where({ userId, productId }).first('productId');
    if (!already && Number(saved?.count ?? 0) >= MAX_SAVED_PRODUCTS) {
      throw new AppError({
        status: 409,
        code: 'too_many_saved_products',
        title: 'Conflict',
        detail: `You have saved ${MAX_SAVED_PRODUCTS} products, the most kept: remove some you no longer follow.`,
      });
    }
    await trx('savedProducts')
      .insert({ userId, productId, priceAtSave: product.price })
      .onConflict(['userId', 'productId'])
      .ignore();
  });
}

/** Forgets a saved product: false when it was not saved. */
export async function unsaveProduct(db: Knex, userId: string, productId: number): Promise<boolean> {
  return (await db('savedProducts').where({ userId, productId }).delete()) > 0;
}

/** A page of the person's saved products, newest first, with their price change since saved. */
export async function listSavedProducts(
  db: Knex,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<ListPage<SavedProduct>> {
  const [saved, total] = await Promise.all([
    db('savedProducts')
      .join(productFacts(db), 'products.id', 'savedProducts.productId')
      .where('savedProducts.userId', userId)
      .select('savedProducts.productId', 'savedProducts.savedAt', 'savedProducts.priceAtSave')
      .select(db.raw('(products.price - saved_products.price_at_save)::text AS price_change'))
      .orderBy([
        { column: 'savedProducts.savedAt', order: 'desc' },
        { column: 'savedProducts.productId', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset) as Promise<
      { productId: number; savedAt: Date; priceAtSave: string; priceChange: string }[]
    >,
    db('savedProducts').where({ userId }).count({ count: '*' }).first(),
  ]);
  const products = await productsWithIds(
    db,
    saved.map((row) => row.productId),
  );
  return {
    // A product deleted between the two reads is left out, as its saved row goes with it.
    items: saved.flatMap(({ productId, savedAt, priceAtSave, priceChange }) => {
      const product = products.get(productId);
      return product ? [{ product, savedAt: new Date(savedAt).toISOString(), priceAtSave, priceChange }] : [];
    }),
    total: Number(total?.count ?? 0),
  };
}

/** The ids of every product the person saved: what marks the hearts on a page of cards. */
export async function savedProductIds(db: Knex, userId: string): Promise<number[]> {
  const rows = (await db('savedProducts')
    .where({ userId })
    .orderBy([
      { column: 'savedAt', order: 'desc' },
      { column: 'productId', order: 'desc' },
    ])
    .select('productId')) as { productId: number }[];
  return rows.map((row) => row.productId);
}
