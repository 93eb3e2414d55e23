import { z } from 'zod';
import { integerIdSchema, paginationQuerySchema, timestampSchema } from '../platform/common.contract.ts';
import { productSchema } from '../catalogue/products.contract.ts';

/** How many products one person may keep saved. */
export const MAX_SAVED_PRODUCTS = 500;

export const savedProductPathSchema = z.object({ productId: integerIdSchema });

export const savedProductSchema = z
  .object({
    product: productSchema,
    savedAt: timestampSchema,
    priceAtSave: z.string().meta({ description: 'The unit price when it was saved.', example: '4.20' }),
    priceChange: z.string().meta({
      description: 'Its price now less its price when saved: negative when it dropped.',
      example: '-0.35',
    }),
  })
  .meta({ id: 'SavedProduct' });
export type SavedProduct = z.infer<typeof savedProductSchema>;
export const savedProductListSchema = z.array(savedProductSchema);

export const savedProductListQuerySchema = z.strictObject({ ...paginationQuerySchema.shape });

export const savedProductIdsSchema = z
  .array(z.number().int())
  .meta({ id: 'SavedProductIds', description: 'The ids of every product you saved, newest first.' });
