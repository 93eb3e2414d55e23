import type { Knex } from 'knex';
import type { Category as CategoryBody, CategoryStatistics } from './categories.contract.ts';
import { notFound } from '../platform/errors/index.ts';
import { Category } from './category.model.ts';

const toBody = (category: Category): CategoryBody => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
  icon: category.icon,
  description: category.description,
  parentId: category.parentId,
});

export async function listCategories(db: Knex): Promise<CategoryBody[]> {
  const categories = await Category.query(db)
    .select('id', 'name', 'slug', 'icon', 'description', 'parentId')
    .orderBy([{ column: 'parentId', order: 'asc', nulls: 'first' }, 'name']);
  return categories.map(toBody);
}

/** A category's figures over its active products and its children's, in one SQL aggregate. */
export async function categoryStatistics(db: Knex, slug: string): Promise<CategoryStatistics> {
  const category = await Category.query(db).findOne({ slug });
  if (!category) throw notFound('Category not found', 'category_not_found');
  // Prices in different currencies are not compared: the starting price is the lowest in the
  // currency most of the products are priced in.
  const { rows } = (await db.raw(
    `WITH active AS (
       SELECT vendor_id, price, currency, available_quantity FROM products
        WHERE is_active AND category_id IN (SELECT id FROM categories WHERE id = :id OR parent_id = :id)),
     by_currency AS (SELECT currency, count(*) AS products, min(price) AS lowest FROM active GROUP BY currency)
     SELECT (SELECT count(*) FROM active) AS total_products,
            (SELECT count(DISTINCT vendor_id) FROM active) AS suppliers,
            (SELECT coalesce(sum(available_quantity), 0) FROM active) AS total_available,
            main.lowest::text AS starting_price, main.currency::text AS currency
     FROM (SELECT 1) one
     LEFT JOIN LATERAL (SELECT * FROM by_currency ORDER BY products DESC, currency LIMIT 1) main ON true`,
    { id: category.id },
  )) as {
    rows: {
      total_products: string;
      suppliers: string;
      total_available: string;
      starting_price: string | null;
      currency: string | null;
    }[];
  };
  const figures = rows[0]!;
  return {
    category: toBody(category),
    totalProducts: Number(figures.total_products),
    startingPrice: figures.starting_price,
    currency: figures.currency,
    suppliers: Number(figures.suppliers),
    totalAvailable: Number(figures.total_available),
  };
}
