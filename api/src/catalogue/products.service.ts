import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import {
  type CreateProductBody,
  type OwnerProductListQuery,
  type Product as ProductBody,
  type ProductDetail,
  type UpdateProductBody,
} from './products.contract.ts';
import {
  productColumns,
  productSelect,
  productsWithVendor,
  toProduct,
  vendorJson,
  type ProductRow,
} from './product-table.ts';
import { findVendor, firmProfiles } from '../accounts/index.ts';
import { AppError, invalidField, invalidFields, notFound } from '../platform/errors/index.ts';
import { ladderProblems } from './price-ladder.contract.ts';
import type { ProductPrice } from './product-prices.contract.ts';
import type { AuthUser } from '../platform/actor.ts';
import { listCategories } from './categories.service.ts';
import { getVendor } from '../accounts/index.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';
import { requireKnownCertifications } from './certifications.service.ts';

const notYourCatalogue = (detail: string) =>
  new AppError({ status: 403, code: 'not_your_catalogue', title: 'Forbidden', detail });

/**
 * A vendor's own products, listed and unlisted, newest first: a page after the cursor, the total,
 * and the cursor of the next page if there is one. Only the vendor (or an admin) sees them.
 */
export async function listOwnProducts(
  db: Knex,
  actor: AuthUser,
  vendorId: string,
  query: OwnerProductListQuery,
): Promise<{ products: ProductBody[]; total: number; nextCursor: number | undefined }> {
  if (vendorId !== actor.companyId && actor.role !== 'admin') {
    throw notYourCatalogue('Only the supplier itself can list its whole catalogue.');
  }
  if (!(await findVendor(db, vendorId))) {
    throw notFound('Vendor not found', 'vendor_not_found');
  }
  const own = () => {
    const builder = db('products').where('products.vendorId', vendorId);
    if (query.status !== 'all') builder.where('products.isActive', query.status === 'listed');
    return builder;
  };
  const page = own()
    .join(firmProfiles(db), 'vendor.id', 'products.vendorId')
    .select(...productSelect(db), vendorJson(db))
    .orderBy('products.id', 'desc')
    .limit(query.limit + 1);
  if (query.before !== undefined) page.where('products.id', '<', query.before);
  const [rows, counted] = await Promise.all([
    page as Promise<ProductRow[]>,
    own().count({ total: '*' }).first() as Promise<{ total: string | number }>,
  ]);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  return {
    products: shown.map(toProduct),
    total: Number(counted.total),
    nextCursor: more ? shown.at(-1)?.id : undefined,
  };
}

/** These products, listed or not, by id: what another domain shows of the products it holds. */
export async function productsWithIds(db: Knex, ids: readonly number[]): Promise<Map<number, ProductBody>> {
  const rows = (await productsWithVendor(db).whereIn('products.id', ids)) as ProductRow[];
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

async function findProductRow(db: Knex, id: number): Promise<ProductRow | undefined> {
  return productsWithVendor(db).where('products.id', id).first();
}

const productNotFound = () => notFound('Product not found', 'product_not_found');

/** Whether a product is shown to a viewer: on sale, or to its vendor and administrators. */
const shownTo = (row: Pick<ProductRow, 'isActive' | 'vendorId'>, viewer: AuthUser | undefined) =>
  row.isActive || viewer?.id === row.vendorId || viewer?.role === 'admin';

/** A product with its category and full vendor. Inactive products are only shown to their vendor. */
export async function getProduct(db: Knex, id: number, viewer: AuthUser | undefined): Promise<ProductDetail> {
  const row = await findProductRow(db, id);
  if (!row || !shownTo(row, viewer)) throw productNotFound();
  const [categories, vendor] = await Promise.all([listCategories(db), getVendor(db, row.vendorId, viewer)]);
  const category = categories.find((candidate) => candidate.id === row.categoryId);
  if (!category) throw new Error(`product ${id} has no category ${row.categoryId}`);
  return { ...toProduct(row), category, vendor };
}

/**
 * What `asked` units of a product cost, priced by the database's rule as a cart line is (a quantity
 * below the minimum order is priced at the minimum): the screens show this, never a price of their own.
 */
export async function priceAt(
  db: Knex,
  id: number,
  asked: number,
  viewer: AuthUser | undefined,
): Promise<ProductPrice> {
  const { rows } = (await db.raw(
    `SELECT product.vendor_id AS "vendorId", product.is_active AS "isActive", priced.quantity,
            rawex_unit_price(product.price, product.price_tiers, priced.quantity)::text AS "unitPrice",
            (rawex_unit_price(product.price, product.price_tiers, priced.quantity) * priced.quantity)::text
              AS "lineTotal",
            price_rung_reached(product.price_tiers, priced.quantity) AS tier,
            next_price_rung(product.price_tiers, priced.quantity) AS "nextTier"
     FROM products AS product
     CROSS JOIN LATERAL (SELECT greatest(?::integer, product.minimum_order) AS quantity) AS priced
     WHERE product.id = ?`,
    [asked, id],
  )) as { rows: (Omit<ProductPrice, 'productId'> & Pick<ProductRow, 'isActive' | 'vendorId'>)[] };
  const row = rows[0];
  if (!row || !shownTo(row, viewer)) throw productNotFound();
  const { vendorId: _vendorId, isActive: _isActive, ...price } = row;
  return { productId: id, ...price };
}

async function requireVendor(db: Knex, vendorId: string): Promise<void> {
  if (!(await findVendor(db, vendorId))) throw invalidField('vendorId', 'must be the id of a supplier');
}

async function requireCategory(db: Knex, categoryId: number): Promise<void> {
  if (!(await db('categories').where({ id: categoryId }).first('id'))) {
    throw invalidField('categoryId', 'no category has this id');
  }
}

/** The columns knex writes: JSON columns as JSON text (knex would send an array as a SQL array). */
function toColumns(body: Partial<Omit<CreateProductBody, 'vendorId'>>) {
  const { specifications, priceTiers, ...rest } = productColumns(body);
  return {
    ...rest,
    ...(specifications !== undefined ? { specifications: JSON.stringify(specifications) } : {}),
    ...(priceTiers !== undefined ? { priceTiers: JSON.stringify(priceTiers) } : {}),
  };
}

/** Vendors sell under their own name; an admin may create a product for a named vendor. */
export async function createProduct(
  db: Knex,
  actor: AuthUser,
  body: CreateProductBody,
): Promise<ProductDetail> {
  const { vendorId = actor.companyId, ...fields } = body;
  if (vendorId !== actor.companyId && actor.role !== 'admin') {
    throw notYourCatalogue('You can only create products for your own supplier account.');
  }
  await requireVendor(db, vendorId);
  await requireCategory(db, fields.categoryId);
  await requireKnownCertifications(db, fields.certifications);
  if (fields.currency) await checkTradeCurrencies(db, 'currency', [fields.currency]);
  const id = await db.transaction(async (trx) => {
    const [created] = (await trx('products')
      .insert({ ...toColumns(fields), vendorId })
      .returning('id')) as { id: number }[];
    await recordEvent(trx, 'product.created', { productId: created!.id, vendorId });
    return created!.id;
  });
  return getProduct(db, id, actor);
}

/** A product the actor sells; another vendor's is answered like a missing one, so nothing about it leaks. */
async function ownedProduct(db: Knex, actor: AuthUser, id: number): Promise<ProductRow> {
  const row = await findProductRow(db, id);
  if (!row || row.vendorId !== actor.companyId) {
    throw notFound(
      `You sell no product ${id}: it does not exist, or another supplier sells it.`,
      'product_not_found',
    );
  }
  return row;
}

export async function updateProduct(
  db: Knex,
  actor: AuthUser,
  id: number,
  changes: UpdateProductBody,
): Promise<ProductDetail> {
  const stored = toProduct(await ownedProduct(db, actor, id));
  if (changes.categoryId !== undefined) await requireCategory(db, changes.categoryId);
  await requireKnownCertifications(db, changes.certifications);
  if (changes.currency) await checkTradeCurrencies(db, 'currency', [changes.currency]);
  const [problem, ...more] = ladderProblems({
    price: changes.price ?? stored.price,
    minimumOrder: changes.minimumOrder ?? stored.minimumOrder,
    orderMultiple: changes.orderMultiple ?? stored.orderMultiple,
    priceTiers: changes.priceTiers ?? stored.priceTiers,
    sample: changes.sample === undefined ? stored.sample : changes.sample,
  });
  if (problem) throw invalidFields([problem, ...more]);
  await db.transaction(async (trx) => {
    await trx('products').where({ id }).update(toColumns(changes));
    await recordEvent(trx, 'product.updated', { productId: id, vendorId: actor.companyId });
  });
  return getProduct(db, id, actor);
}

/** Products stay for the orders that name them: deleting one takes it off sale. */
export async function deactivateProduct(db: Knex, actor: AuthUser, id: number): Promise<void> {
  await ownedProduct(db, actor, id);
  await db.transaction(async (trx) => {
    await trx('products').where({ id }).update({ isActive: false });
    await recordEvent(trx, 'product.updated', { productId: id, vendorId: actor.companyId });
  });
}

/** Takes every product of firms that no longer sell (nobody is left in them) off sale. */
export async function withdrawProductsOf(db: Knex, vendorIds: readonly string[]): Promise<void> {
  if (vendorIds.length > 0) await db('products').whereIn('vendorId', vendorIds).update({ isActive: false });
}
