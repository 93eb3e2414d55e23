import type { Category, CategoryStatistics, Product, ProductDetail, Vendor } from '@rawex/api/contracts';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { fetchPage, withQuery, type Page } from './client';

export type ProductSort = 'name' | 'price_asc' | 'price_desc' | 'quantity' | 'newest';

export interface ProductFilters {
  search?: string;
  categoryId?: number;
  vendorId?: string;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
}

export const PRODUCTS_PAGE_SIZE = 24;

export function useCategories() {
  const { data, error, isLoading } = useSWR<Category[]>('/api/categories');
  return { categories: data, error: error as Error | undefined, isLoading };
}

/** One page of products (the home page's grid, a vendor's products), with the total found. */
export function useProductPage(filters: ProductFilters & { limit: number }, enabled = true) {
  const { data, error, isLoading } = useSWR<Page<Product>>(
    enabled ? withQuery('/api/products', { ...filters }) : null,
    fetchPage,
  );
  return { products: data?.items, total: data?.total, error: error as Error | undefined, isLoading };
}

const productSearchPage = (filters: ProductFilters, index: number) =>
  withQuery('/api/products', { ...filters, limit: PRODUCTS_PAGE_SIZE, offset: index * PRODUCTS_PAGE_SIZE });

/** The catalogue filtered on the server, a page at a time: Load More Products asks for the next. */
export function useProductSearch(filters: ProductFilters, enabled = true) {
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite<Page<Product>>(
    (index, previous: Page<Product> | null) => {
      if (!enabled) return null;
      if (previous && (index * PRODUCTS_PAGE_SIZE >= previous.total || previous.items.length === 0))
        return null;
      return productSearchPage(filters, index);
    },
    fetchPage,
    { revalidateFirstPage: false },
  );
  const products = data?.flatMap((page) => page.items);
  const total = data?.[0]?.total;
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return {
    products,
    total,
    error: error as Error | undefined,
    isLoading,
    loadingMore,
    hasMore: products !== undefined && total !== undefined && products.length < total,
    loadMore: () => setSize(size + 1),
  };
}

export function useProduct(id: number | null) {
  const { data, error, isLoading } = useSWR<ProductDetail>(id === null ? null : `/api/products/${id}`);
  return { product: data, error: error as Error | undefined, isLoading };
}

export type VendorSort = 'rating' | 'products' | 'name' | 'location';

export function useVendors(query: { search?: string; sort?: VendorSort; limit?: number } = {}) {
  const { data, error, isLoading } = useSWR<Page<Vendor>>(
    withQuery('/api/users/vendors', { limit: 100, ...query }),
    fetchPage,
  );
  return { vendors: data?.items, total: data?.total, error: error as Error | undefined, isLoading };
}

export function useVendor(id: string | undefined) {
  const { data, error, isLoading } = useSWR<Vendor>(id ? `/api/users/${encodeURIComponent(id)}` : null);
  return { vendor: data, error: error as Error | undefined, isLoading };
}

export interface VendorRating {
  id: number;
  rating: number;
  review: string | null;
  createdAt: string;
}

export function useVendorRatings(id: string | undefined) {
  const { data, error, isLoading } = useSWR<VendorRating[]>(
    id ? `/api/vendors/${encodeURIComponent(id)}/ratings` : null,
  );
  return { ratings: data, error: error as Error | undefined, isLoading };
}

/** A category and its figures; a 404 means there is no such category. */
export function useCategoryStatistics(slug: string | undefined) {
  const { data, error, isLoading } = useSWR<CategoryStatistics>(
    slug ? `/api/categories/${encodeURIComponent(slug)}/statistics` : null,
  );
  return { statistics: data, error: error as Error | undefined, isLoading };
}
