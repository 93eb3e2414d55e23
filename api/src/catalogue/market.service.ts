import type { Knex } from 'knex';
import type { MarketSummary, MarketTrends } from './market.contract.ts';
import { listCategories } from './categories.service.ts';

interface Row {
  topId: number;
  unit: string;
  currency: string;
  products: string | number;
  median: string;
  lowest: string;
  highest: string;
  suppliers: string | number;
  newListings: string | number;
  categoryProducts: string | number;
  categorySuppliers: string | number;
  categoryNew: string | number;
}

/**
 * Per top-level category, over the active products of it and its children: products, suppliers,
 * listings of the last 30 days, and the median, lowest and highest price of each unit in each
 * currency (prices in different currencies are never compared). One query.
 */
export async function marketTrends(db: Knex): Promise<MarketTrends> {
  const [categories, { rows }] = await Promise.all([
    listCategories(db),
    db.raw(`
      WITH listed AS (
        SELECT coalesce(c.parent_id, c.id) AS top_id, p.unit, p.price, p.currency, p.vendor_id, p.created_at
        FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.is_active
      ), per_category AS (
        SELECT top_id, count(*) AS products, count(DISTINCT vendor_id) AS suppliers,
               count(*) FILTER (WHERE created_at > now() - interval '30 days') AS new_listings
        FROM listed GROUP BY top_id
      )
      SELECT l.top_id AS "topId", l.unit AS "unit", l.currency::text AS "currency", count(*) AS "products",
             percentile_disc(0.5) WITHIN GROUP (ORDER BY l.price)::text AS "median",
             min(l.price)::text AS "lowest", max(l.price)::text AS "highest",
             k.products AS "categoryProducts", k.suppliers AS "categorySuppliers", k.new_listings AS "categoryNew"
      FROM listed l JOIN per_category k ON k.top_id = l.top_id
      GROUP BY l.top_id, l.unit, l.currency, k.products, k.suppliers, k.new_listings
      ORDER BY l.top_id, count(*) DESC, l.unit, l.currency
    `) as Promise<{ rows: Row[] }>,
  ]);
  return {
    generatedAt: new Date().toISOString(),
    categories: categories
      .filter((category) => category.parentId === null)
      .map((category) => {
        const units = rows.filter((row) => row.topId === category.id);
        const first = units[0];
        return {
          category,
          activeProducts: Number(first?.categoryProducts ?? 0),
          suppliers: Number(first?.categorySuppliers ?? 0),
          newListings30Days: Number(first?.categoryNew ?? 0),
          prices: units.map((row) => ({
            unit: row.unit,
            currency: row.currency,
            products: Number(row.products),
            median: row.median,
            lowest: row.lowest,
            highest: row.highest,
          })),
        };
      }),
  };
}

/** The market's headline figures in one query: verified suppliers, their countries and rating, listings. */
export async function marketSummary(db: Knex): Promise<MarketSummary> {
  const { rows } = (await db.raw(`
    SELECT
      s.verified AS "verifiedSuppliers", s.countries AS "supplierCountries", s.rated AS "ratedSuppliers", s.rating::text AS "supplierRating",
      p.active AS "activeProducts", p.recent AS "newListings30Days",
      round(p.recent * 100.0 / nullif(p.active - p.recent, 0), 1)::float8 AS "listingGrowthPercent"
    FROM (
      SELECT count(*) AS verified, count(rating) AS rated, round(avg(rating), 1) AS rating,
             count(DISTINCT nullif(lower(trim(regexp_replace(location, '^.*,', ''))), '')) AS countries
      FROM firm_profiles WHERE role = 'vendor' AND is_verified
    ) s, (
      SELECT count(*) AS active, count(*) FILTER (WHERE created_at > now() - interval '30 days') AS recent
      FROM products WHERE is_active
    ) p
  `)) as { rows: Record<string, string | number | null>[] };
  const figures = rows[0] as Record<string, string | number | null>;
  const count = (name: string) => Number(figures[name]);
  return {
    verifiedSuppliers: count('verifiedSuppliers'),
    supplierCountries: count('supplierCountries'),
    ratedSuppliers: count('ratedSuppliers'),
    supplierRating: figures.supplierRating === null ? null : String(figures.supplierRating),
    activeProducts: count('activeProducts'),
    newListings30Days: count('newListings30Days'),
    listingGrowthPercent: figures.listingGrowthPercent === null ? null : Number(figures.listingGrowthPercent),
  };
}
