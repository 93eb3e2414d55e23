import type { Knex } from 'knex';

/** What anyone may see of a firm (the `firm_profiles` view), to join as `alias`. */
export const firmProfiles = (db: Knex, alias = 'vendor') => db.raw('firm_profiles AS ??', [alias]);

export interface SellerProfile {
  id: string;
  companyName: string | null;
  location: string | null;
  isVerified: boolean;
  /** Its average rating, null before its first. */
  rating: number | null;
  reviewCount: number;
}

/** The supplier `id` as anyone may see it, or undefined when no supplier has that id. */
export async function findVendor(db: Knex, id: string): Promise<SellerProfile | undefined> {
  const row = (await db
    .from(firmProfiles(db))
    .where({ 'vendor.id': id, 'vendor.role': 'vendor' })
    .first('id', 'companyName', 'location', 'isVerified', 'rating', 'reviewCount')) as
    (Omit<SellerProfile, 'rating'> & { rating: string | null }) | undefined;
  return row && { ...row, rating: row.rating === null ? null : Number(row.rating) };
}

/** The ids of the marketplace's administrators (not those whose account is deleted). */
export async function administratorIds(db: Knex): Promise<string[]> {
  const rows = (await db('users').where({ role: 'admin' }).whereNull('deletedAt').select('id')) as {
    id: string;
  }[];
  return rows.map((row) => row.id);
}
