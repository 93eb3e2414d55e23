import type { Knex } from 'knex';
import type { Category as CategoryBody } from '../contracts/categories.ts';
import { Category } from '../models/index.ts';

export async function listCategories(db: Knex): Promise<CategoryBody[]> {
  const categories = await Category.query(db)
    .select('id', 'name', 'slug', 'icon', 'description', 'parentId')
    .orderBy([{ column: 'parentId', order: 'asc', nulls: 'first' }, 'name']);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    icon: category.icon,
    description: category.description,
    parentId: category.parentId,
  }));
}
