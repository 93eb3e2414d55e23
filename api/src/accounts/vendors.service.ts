import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Vendor, vendorListQuerySchema } from './users.contract.ts';
import { notFound } from '../platform/errors/index.ts';
import type { AuthUser } from './actor.ts';
import { totalOf } from '../platform/database/paging.ts';
import { containsPattern } from '../platform/database/like-pattern.ts';
import { responseRateSql, toResponseRate } from './response-rate.ts';
import type { ListPage } from '../platform/common.contract.ts';

export interface VendorRow {
  id: string;
  email: string;
  contactEmail: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  location: string | null;
  description: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  rating: number | null;
  reviewCount: number;
  productCount: number;
  responseRate: unknown;
}

/** The vendor as `viewer` may see it: its sign-in email only for itself and administrators. */
export function toVendor(row: VendorRow, viewer: AuthUser | undefined): Vendor {
  const seesSignInEmail = viewer?.id === row.id || viewer?.role === 'admin';
  return {
    id: row.id,
    ...(seesSignInEmail ? { email: row.email } : {}),
    contactEmail: row.contactEmail,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: 'vendor',
    companyName: row.companyName,
    location: row.location,
    description: row.description,
    profileImageUrl: row.profileImageUrl,
    isVerified: row.isVerified,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.reviewCount),
    productCount: Number(row.productCount),
    responseRate: toResponseRate(row.responseRate),
  };
}

/** Vendors with their real figures: average rating, number of reviews, number of active products. */
function vendorsWithFigures(db: Knex) {
  // How many products each has on sale is the catalogue's to say.
  return db('users')
    .leftJoin(db.raw('active_products_by_vendor() AS active_products'), 'activeProducts.vendorId', 'users.id')
    .where('users.role', 'vendor')
    .select(
      'users.id',
      'users.email',
      'users.contactEmail',
      'users.username',
      'users.firstName',
      'users.lastName',
      'users.companyName',
      'users.location',
      'users.description',
      'users.profileImageUrl',
      'users.isVerified',
      'users.emailVerifiedAt',
      'users.createdAt',
      'users.rating',
      'users.reviewCount',
      db.raw('coalesce(active_products.product_count, 0) AS product_count'),
      db.raw('? AS response_rate', [responseRateSql(db, 'users.id')]),
    );
}

const vendorOrder: Record<z.output<typeof vendorListQuerySchema>['sort'], string> = {
  rating: 'users.rating DESC NULLS LAST, users.review_count DESC, users.id',
  products: 'product_count DESC, users.id',
  name: 'lower(coalesce(users.company_name, users.username)) ASC, users.id',
  location: 'users.location ASC NULLS LAST, users.id',
};

export async function listVendors(
  db: Knex,
  query: z.output<typeof vendorListQuerySchema>,
  viewer: AuthUser | undefined,
): Promise<ListPage<Vendor>> {
  const builder = vendorsWithFigures(db);
  if (query.verified !== undefined) builder.where('users.isVerified', query.verified);
  if (query.search) {
    const pattern = containsPattern(query.search);
    builder.where((where) =>
      where
        .whereILike('users.companyName', pattern)
        .orWhereILike('users.username', pattern)
        .orWhereILike('users.location', pattern),
    );
  }
  const rows: (VendorRow & { total: number })[] = await builder
    .clone()
    .select(db.raw('count(*) OVER () AS total'))
    .orderByRaw(vendorOrder[query.sort])
    .limit(query.limit)
    .offset(query.offset);
  return {
    items: rows.map((row) => toVendor(row, viewer)),
    total: await totalOf(db, rows, query.offset, builder),
  };
}

export async function getVendor(db: Knex, id: string, viewer: AuthUser | undefined): Promise<Vendor> {
  const row: VendorRow | undefined = await vendorsWithFigures(db).where('users.id', id).first();
  if (!row) throw notFound('Vendor not found', 'vendor_not_found');
  return toVendor(row, viewer);
}
