import { useMemo } from 'react';
import type { ProductSort } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { usePagedList } from './paged';
import { useRead, useReadPage } from './read';

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
  /** The currency of minPrice and maxPrice (US dollars when absent). */
  priceCurrency?: string;
  /** The facets' chosen values: comma lists of codes, grades one by one. */
  originCountry?: string;
  certifications?: string;
  incoterms?: string;
  grade?: string[];
}

export const PRODUCTS_PAGE_SIZE = 24;

/** How many products each facet value has under the filters: counted beside the page they narrow. */
export function useFacets({ sort: _sort, ...filters }: ProductFilters) {
  const { data, error } = useRead(readAddress('/api/products/facets', { query: filters }));
  return { facets: data, error };
}

export function useCategories() {
  const { data, error, isLoading } = useRead(readAddress('/api/categories'));
  return { categories: data, error, isLoading };
}

/** The certifications products may claim: the vocabulary, by name. */
export function useCertifications() {
  const { data, error } = useRead(readAddress('/api/certifications'));
  return { certifications: data, error };
}

/** The grades listed in a category (and its children), the most listed first: what a product form offers. */
export function useGradeSuggestions(categoryId: number) {
  const { data } = useRead(
    categoryId > 0 ? readAddress('/api/products/facets', { query: { facets: 'grade', categoryId } }) : null,
  );
  return data?.facets.grade?.map((entry) => entry.value);
}

/** Each certification's name by its code (empty until the vocabulary arrives). */
export function useCertificationNames(): ReadonlyMap<string, string> {
  const { certifications } = useCertifications();
  return useMemo(
    () => new Map((certifications ?? []).map((certification) => [certification.code, certification.name])),
    [certifications],
  );
}

/** One page of products (the home page's grid, a vendor's products), with the total found. */
export function useProductPage(filters: ProductFilters & { limit: number }, enabled = true) {
  const { data, error, isLoading } = useReadPage(
    enabled ? readAddress('/api/products', { query: { ...filters } }) : null,
  );
  return { products: data?.items, total: data?.total, error, isLoading };
}

/** The catalogue filtered on the server, a page at a time: Load More Products asks for the next. */
export function useProductSearch(filters: ProductFilters) {
  return usePagedList(
    (page) => readAddress('/api/products', { query: { ...filters, ...page } }),
    PRODUCTS_PAGE_SIZE,
  );
}

export function useProduct(id: number | null) {
  const { data, error, isLoading } = useRead(
    id === null ? null : readAddress('/api/products/{id}', { path: { id } }),
  );
  return { product: data, error, isLoading };
}

/**
 * What `quantity` units of a product cost, as the API prices them (its rung of the ladder; the
 * minimum order when asked for less). The last answer stays while the next quantity's comes.
 */
export function useProductPrice(id: number | null, quantity: number | null) {
  const { data, error } = useRead(
    id === null || quantity === null
      ? null
      : readAddress('/api/products/{id}/price', { path: { id }, query: { quantity } }),
    { keepPreviousData: true },
  );
  return { price: data, error };
}

export type VendorSort = 'rating' | 'products' | 'name' | 'location';

export const VENDORS_PAGE_SIZE = 24;

/** The supplier directory, searched and sorted on the server, a page at a time. */
export function useVendorSearch(query: { search?: string; sort?: VendorSort; verified?: 'true' | 'false' }) {
  return usePagedList(
    (page) => readAddress('/api/users/vendors', { query: { ...query, ...page } }),
    VENDORS_PAGE_SIZE,
  );
}

export const TOP_VENDORS = 4;

/** The highest-rated verified suppliers, with the number of all verified ones (the market figures). */
export function useTopVendors() {
  const { data, error, isLoading } = useReadPage(
    readAddress('/api/users/vendors', { query: { limit: TOP_VENDORS, verified: 'true' } }),
  );
  return { vendors: data?.items, total: data?.total, error, isLoading };
}

export function useVendor(id: string | undefined) {
  const { data, error, isLoading } = useRead(id ? readAddress('/api/users/{id}', { path: { id } }) : null);
  return { vendor: data, error, isLoading };
}

export const REVIEWS_PAGE_SIZE = 20;

/** A supplier's reviews, newest first, a page at a time. */
export function useVendorRatings(id: string | undefined) {
  return usePagedList(
    (page) => (id ? readAddress('/api/vendors/{id}/ratings', { path: { id }, query: page }) : null),
    REVIEWS_PAGE_SIZE,
  );
}

/** A category and its figures; a 404 means there is no such category. */
export function useCategoryStatistics(slug: string | undefined) {
  const { data, error, isLoading } = useRead(
    slug ? readAddress('/api/categories/{slug}/statistics', { path: { slug } }) : null,
  );
  return { statistics: data, error, isLoading };
}

/** An administrator's verification of a supplier, or its withdrawal; every supplier list reloads. */
export function useVerifyVendor() {
  const invalidate = useInvalidate();
  return async (vendorId: string, isVerified: boolean) => {
    const { data: vendor } = await ok(
      api.PATCH('/api/users/{id}', { params: { path: { id: vendorId } }, body: { isVerified } }),
    );
    await invalidate(RESOURCES.suppliers, RESOURCES.products);
    return vendor;
  };
}
