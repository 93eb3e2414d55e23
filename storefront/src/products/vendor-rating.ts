import type { Product } from '@rawex/api/contracts';
import type { ProductCardProps, ProductSummary } from '@rawex/ui-kit';

/**
 * A product card's rating line: its supplier's average and review count, as the product carries
 * them (the API rates suppliers, not single products).
 */
export function vendorRating(product: ProductSummary): ProductCardProps['rating'] {
  const { vendor } = product as Product;
  return { value: vendor.rating, count: vendor.reviewCount };
}
