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
  const figures: {
    totalProducts: number;
    startingPrice: string | null;
    suppliers: number;
    totalAvailable: number;
  } = await db('products')
    .where('isActive', true)
    .whereIn(
      'categoryId',
      db('categories').select('id').where('id', category.id).orWhere('parentId', category.id),
    )
    .first(
      db.raw('count(*) AS total_products'),
      db.raw('min(price)::text AS starting_price'),
      db.raw('count(DISTINCT vendor_id) AS suppliers'),
      db.raw('coalesce(sum(available_quantity), 0) AS total_available'),
    );
  return {
    category: toBody(category),
    totalProducts: Number(figures.totalProducts),
    startingPrice: figures.startingPrice,
    suppliers: Number(figures.suppliers),
    totalAvailable: Number(figures.totalAvailable),
  };
}
