import type { Product } from '@rawex/api/contracts';
import type { ProductCardProps, ProductSummary } from '@rawex/ui-kit';
import { useMemo } from 'react';
import { useVendors } from '../api/catalogue';

/**
 * A product card's rating line: its supplier's real average and review count (the API rates
 * suppliers, not single products).
 */
export function useSupplierRating(): (product: ProductSummary) => ProductCardProps['rating'] {
  const { vendors } = useVendors();
  return useMemo(() => {
    const byId = new Map(vendors?.map((vendor) => [vendor.id, vendor]));
    return (product) => {
      const vendor = byId.get((product as Product).vendorId);
      return vendor && { value: vendor.rating, count: vendor.reviewCount };
    };
  }, [vendors]);
}
