import { useCategories, useProductPage, useTopVendors, type ProductSort } from '../../data/catalogue';

/** What the home page shows and how it reads it, in both its layouts. */

export const GRID_SIZE = 12;
export const FEATURED_COUNT = 6;
export const TOP_CATEGORIES = 8;

export const SERVICES = [
  { label: 'Escrow', href: '/escrow' },
  { label: 'Auctions', href: '/auction' },
  { label: 'Hedging', href: '/hedging' },
  { label: 'Multivendors', href: '/vendors' },
  { label: 'Omnichannel', href: '/omnichannel' },
  { label: 'Barter', href: '/barter' },
  { label: 'Crypto', href: '/crypto' },
  { label: 'Multichannels', href: '/multichannel' },
  { label: 'Blockchain', href: '/blockchain' },
];

export const QUICK_ACTIONS = [
  { label: 'Quick Buy', href: '/products?quick=true' },
  { label: 'Market Trends', href: '/analytics' },
  { label: 'Search', href: '/products' },
  // The spec's entry points: BUYING to the product list, SELLING to the vendor dashboard.
  { label: 'BUYING', href: '/products' },
  { label: 'SELLING', href: '/vendor-dashboard' },
];

export type HomeSort = 'best' | 'price_asc' | 'price_desc' | 'rating';

export const HOME_SORTS: { value: HomeSort; label: string }[] = [
  { value: 'best', label: 'Best Match' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Supplier Rating' },
];

export const apiSort: Record<HomeSort, ProductSort> = {
  best: 'relevance',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  rating: 'rating',
};

/** The home page's reads; the trading board shows verified suppliers' products only. */
export function useHomeData(sort: HomeSort = 'best', { verifiedOnly = false } = {}) {
  const products = useProductPage({
    limit: GRID_SIZE,
    sort: apiSort[sort],
    ...(verifiedOnly ? { verified: 'true' } : {}),
  });
  const vendors = useTopVendors();
  const categories = useCategories();
  return { products, vendors, categories };
}
