import type { Knex } from 'knex';
import type {
  CreateProductBody,
  OwnerProductListQuery,
  Product as ProductBody,
  ProductDetail,
  ProductListQuery,
  UpdateProductBody,
} from '../contracts/products.ts';
import { PRODUCT_SELECT, toProduct, type ProductRow } from '../db/product-table.ts';
import { AppError, invalidField, notFound } from '../errors/index.ts';
import type { AuthUser } from '../http/route.ts';
import { listCategories } from './categories.ts';
import { containsPattern } from './search.ts';
import { getVendor } from './vendors.ts';

const productColumns = PRODUCT_SELECT;

const vendorJson = (db: Knex) =>
  db.raw(
    `json_build_object('id', vendor.id, 'companyName', vendor.company_name,
       'location', vendor.location, 'isVerified', vendor.is_verified,
       'rating', vendor.rating, 'reviewCount', vendor.review_count) AS vendor`,
  );

/** Products with the few vendor fields every product carries. */
function productsWithVendor(db: Knex) {
  return db('products')
    .join('users as vendor', 'vendor.id', 'products.vendorId')
    .select(...productColumns, vendorJson(db));
}

const NEWEST = 'products.created_at DESC, products.id DESC';
/** Suppliers best rated first (unrated last); the id keeps each supplier's products together. */
const BEST_RATED_VENDOR = 'vendor.rating DESC NULLS LAST, vendor.review_count DESC, vendor.id';

/**
 * The catalogue by supplier rating without sorting every match: no supplier can fill more than
 * the page and what precedes it, so each gives at most that many of its newest products, read
 * from its own index, and only those are sorted.
 */
function bestRatedFirst(db: Knex, query: ProductListQuery) {
  const ownProducts = applyFilters(db('products').select('products.*'), db, query)
    .whereRaw('products.vendor_id = vendor.id')
    .orderByRaw(NEWEST)
    .limit(query.offset + query.limit);
  return db('users as vendor')
    .where('vendor.role', 'vendor')
    .joinRaw('CROSS JOIN LATERAL ? AS products', [db.raw('(?)', [ownProducts])])
    .select(...productColumns, vendorJson(db));
}

/** The ORDER BY of a sort, over `products` and its supplier `vendor`. */
function productOrder(db: Knex, query: ProductListQuery): Knex.Raw {
  switch (query.sort) {
    case 'relevance':
      return query.search
        ? db.raw(`word_similarity(?, products.name) DESC, ${NEWEST}`, [query.search])
        : db.raw(NEWEST);
    case 'rating':
      return db.raw(`${BEST_RATED_VENDOR}, ${NEWEST}`);
    case 'name':
      return db.raw('products.name ASC, products.id ASC');
    case 'price_asc':
      return db.raw('products.price ASC, products.id ASC');
    case 'price_desc':
      return db.raw('products.price DESC, products.id DESC');
    case 'quantity':
      return db.raw('products.available_quantity DESC, products.id DESC');
    case 'newest':
      return db.raw(NEWEST);
  }
}

function applyFilters(builder: Knex.QueryBuilder, db: Knex, query: ProductListQuery): Knex.QueryBuilder {
  builder.where('products.isActive', true);
  if (query.search) {
    const pattern = containsPattern(query.search);
    builder.where((where) =>
      where.whereILike('products.name', pattern).orWhereILike('products.description', pattern),
    );
  }
  if (query.categoryId !== undefined) {
    builder.whereIn(
      'products.categoryId',
      db('categories').select('id').where('id', query.categoryId).orWhere('parentId', query.categoryId),
    );
  }
  if (query.vendorId !== undefined) builder.where('products.vendorId', query.vendorId);
  if (query.minPrice !== undefined) builder.where('products.price', '>=', query.minPrice);
  if (query.maxPrice !== undefined) builder.where('products.price', '<=', query.maxPrice);
  return builder;
}

/**
 * Runs the SQL of a catalogue page and answers its rows and the total. A search gathers its
 * matches once, through the trigram indexes (a materialized CTE of ids and sort keys), and
 * takes both the page and the total from them; left to itself the planner walks the whole
 * created_at index testing ILIKE on every row. Other filters run the page and the count side
 * by side, each on its own index.
 */
export async function fetchProductPage(
  db: Knex,
  filters: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  // A slug becomes its id first: the planner then sees the category and picks its index.
  let query = filters;
  if (filters.category !== undefined) {
    const category = await db('categories').where({ slug: filters.category }).first('id');
    if (!category) return { rows: [], total: 0 };
    query = { ...filters, category: undefined, categoryId: (category as { id: number }).id };
  }
  const order = productOrder(db, query);
  const count = () =>
    applyFilters(db('products'), db, query)
      .first(db.raw('count(*) AS total'))
      .then((row: { total: number } | undefined) => Number(row?.total ?? 0));

  if (!query.search) {
    const page = (
      query.sort === 'rating' ? bestRatedFirst(db, query) : applyFilters(productsWithVendor(db), db, query)
    )
      .orderByRaw(order)
      .limit(query.limit)
      .offset(query.offset);
    const [rows, total] = await Promise.all([page as Promise<ProductRow[]>, count()]);
    return { rows, total };
  }

  const matches = applyFilters(
    db('products').select('id', 'vendorId', 'name', 'price', 'availableQuantity', 'createdAt'),
    db,
    query,
  );
  const pageIds = db('matches as products')
    .join('users as vendor', 'vendor.id', 'products.vendorId')
    .select('products.id')
    .orderByRaw(order)
    .limit(query.limit)
    .offset(query.offset);
  const rows: (ProductRow & { total: number })[] = await db
    .withMaterialized('matches', matches)
    .with('page', pageIds)
    .from('page')
    .join('products', 'products.id', 'page.id')
    .join('users as vendor', 'vendor.id', 'products.vendorId')
    .select(...productColumns, vendorJson(db), db.raw('(SELECT count(*) FROM matches) AS total'))
    .orderByRaw(order);
  // A page past the end has no row to carry the total.
  return { rows, total: rows.length > 0 ? Number(rows[0]?.total) : await count() };
}

export async function listProducts(
  db: Knex,
  query: ProductListQuery,
): Promise<{ products: ProductBody[]; total: number }> {
  const { rows, total } = await fetchProductPage(db, query);
  return { products: rows.map(toProduct), total };
}

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
  if (vendorId !== actor.id && actor.role !== 'admin') {
    throw notYourCatalogue('Only the vendor itself can list its whole catalogue.');
  }
  if (!(await db('users').where({ id: vendorId, role: 'vendor' }).first('id'))) {
    throw notFound('Vendor not found', 'vendor_not_found');
  }
  const own = () => {
    const builder = db('products').where('products.vendorId', vendorId);
    if (query.status !== 'all') builder.where('products.isActive', query.status === 'listed');
    return builder;
  };
  const page = own()
    .join('users as vendor', 'vendor.id', 'products.vendorId')
    .select(...productColumns, vendorJson(db))
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

async function findProductRow(db: Knex, id: number): Promise<ProductRow | undefined> {
  return productsWithVendor(db).where('products.id', id).first();
}

const productNotFound = () => notFound('Product not found', 'product_not_found');

/** A product with its category and full vendor. Inactive products are only shown to their vendor. */
export async function getProduct(db: Knex, id: number, viewer: AuthUser | undefined): Promise<ProductDetail> {
  const row = await findProductRow(db, id);
  if (!row || (!row.isActive && viewer?.id !== row.vendorId && viewer?.role !== 'admin'))
    throw productNotFound();
  const [categories, vendor] = await Promise.all([listCategories(db), getVendor(db, row.vendorId)]);
  const category = categories.find((candidate) => candidate.id === row.categoryId);
  if (!category) throw new Error(`product ${id} has no category ${row.categoryId}`);
  return { ...toProduct(row), category, vendor };
}

async function requireVendor(db: Knex, vendorId: string): Promise<void> {
  const vendor = await db('users').where({ id: vendorId }).first('role');
  if (vendor?.role !== 'vendor') throw invalidField('vendorId', 'must be the id of a vendor account');
}

async function requireCategory(db: Knex, categoryId: number): Promise<void> {
  if (!(await db('categories').where({ id: categoryId }).first('id'))) {
    throw invalidField('categoryId', 'no category has this id');
  }
}

function toColumns(body: Partial<Omit<CreateProductBody, 'vendorId'>>) {
  const { specifications, ...rest } = body;
  return {
    ...rest,
    ...(specifications !== undefined ? { specifications: JSON.stringify(specifications) } : {}),
  };
}

/** Vendors sell under their own name; an admin may create a product for a named vendor. */
export async function createProduct(
  db: Knex,
  actor: AuthUser,
  body: CreateProductBody,
): Promise<ProductDetail> {
  const { vendorId = actor.id, ...fields } = body;
  if (vendorId !== actor.id && actor.role !== 'admin') {
    throw notYourCatalogue('You can only create products for your own vendor account.');
  }
  await requireVendor(db, vendorId);
  await requireCategory(db, fields.categoryId);
  const [created] = await db('products')
    .insert({ ...toColumns(fields), vendorId })
    .returning('id');
  return getProduct(db, (created as { id: number }).id, actor);
}

/** A product the actor sells; another vendor's is answered like a missing one, so nothing about it leaks. */
async function ownedProduct(db: Knex, actor: AuthUser, id: number): Promise<ProductRow> {
  const row = await findProductRow(db, id);
  if (!row || row.vendorId !== actor.id) {
    throw notFound(
      `You sell no product ${id}: it does not exist, or another vendor sells it.`,
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
  await ownedProduct(db, actor, id);
  if (changes.categoryId !== undefined) await requireCategory(db, changes.categoryId);
  await db('products').where({ id }).update(toColumns(changes));
  return getProduct(db, id, actor);
}

/** Products stay for the orders that name them: deleting one takes it off sale. */
export async function deactivateProduct(db: Knex, actor: AuthUser, id: number): Promise<void> {
  await ownedProduct(db, actor, id);
  await db('products').where({ id }).update({ isActive: false });
}
