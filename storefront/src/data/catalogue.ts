import type {
  Category,
  CategoryStatistics,
  Product,
  ProductDetail,
  ProductSort,
  Vendor,
  VendorRating,
} from '@rawex/api/contracts';
import { ok } from '@rawex/client';
import useSWR from 'swr';
import { api, fetchPage, withQuery, type Page } from './client';
import { useInvalidate } from './invalidate';
import { usePagedList } from './paged';

export type { ProductSort };

export interface ProductFilters {
  search?: string;
  /** A category's slug; a parent includes its children's products. */
  category?: string;
  vendorId?: string;
  /** Only verified suppliers' products. */
  verified?: 'true';
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

/** The catalogue filtered on the server, a page at a time: Load More Products asks for the next. */
export function useProductSearch(filters: ProductFilters) {
  return usePagedList<Product>('/api/products', { ...filters }, PRODUCTS_PAGE_SIZE);
}

export function useProduct(id: number | null) {
  const { data, error, isLoading } = useSWR<ProductDetail>(id === null ? null : `/api/products/${id}`);
  return { product: data, error: error as Error | undefined, isLoading };
}

export type VendorSort = 'rating' | 'products' | 'name' | 'location';

export const VENDORS_PAGE_SIZE = 24;

/** The supplier directory, searched and sorted on the server, a page at a time. */
export function useVendorSearch(query: { search?: string; sort?: VendorSort; verified?: 'true' | 'false' }) {
  return usePagedList<Vendor>('/api/users/vendors', query, VENDORS_PAGE_SIZE);
}

export const TOP_VENDORS = 4;

/** The highest-rated verified suppliers, with the number of all verified ones (the market figures). */
export function useTopVendors() {
  const { data, error, isLoading } = useSWR<Page<Vendor>>(
    withQuery('/api/users/vendors', { limit: TOP_VENDORS, verified: 'true' }),
    fetchPage,
  );
  return { vendors: data?.items, total: data?.total, error: error as Error | undefined, isLoading };
}

export function useVendor(id: string | undefined) {
  const { data, error, isLoading } = useSWR<Vendor>(id ? `/api/users/${encodeURIComponent(id)}` : null);
  return { vendor: data, error: error as Error | undefined, isLoading };
}

export const REVIEWS_PAGE_SIZE = 20;

/** A supplier's reviews, newest first, a page at a time. */
export function useVendorRatings(id: string | undefined) {
  return usePagedList<VendorRating>(
    id ? `/api/vendors/${encodeURIComponent(id)}/ratings` : null,
    {},
    REVIEWS_PAGE_SIZE,
  );
}

/** A category and its figures; a 404 means there is no such category. */
export function useCategoryStatistics(slug: string | undefined) {
  const { data, error, isLoading } = useSWR<CategoryStatistics>(
    slug ? `/api/categories/${encodeURIComponent(slug)}/statistics` : null,
  );
  return { statistics: data, error: error as Error | undefined, isLoading };
}

/** An administrator's verification of a supplier, or its withdrawal; every supplier list reloads. */
export function useVerifySupplier() {
  const invalidate = useInvalidate();
  return async (vendorId: string, isVerified: boolean) => {
    const { data: vendor } = await ok(
      api.PATCH('/api/users/{id}', { params: { path: { id: vendorId } }, body: { isVerified } }),
    );
    await invalidate((path) => path.startsWith('/api/users') || path.startsWith('/api/products'));
    return vendor;
  };
}
