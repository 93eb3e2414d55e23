import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { integerIdSchema, timestampSchema, userIdSchema } from '../platform/common.contract.ts';
import { priceTierSchema } from '../catalogue/products.contract.ts';

/** Lines a cart holds at once (each a product; adding to a line already there always works). */
export const MAX_CART_LINES = 200;

const cartQuantitySchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000_000, 'must be at most 1,000,000,000');

export const cartProductSchema = z
  .object({
    id: z.number().int(),
    vendorId: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    price: z.string(),
    currency: currencyCodeSchema.meta({ description: 'What its prices are in, and its order will be.' }),
    unit: z.string(),
    minimumOrder: z.number().int(),
    orderMultiple: z.number().int(),
    priceTiers: z.array(priceTierSchema),
    availableQuantity: z.number().int(),
    isActive: z.boolean(),
  })
  .meta({ id: 'CartProduct' });

export const cartItemSchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    productId: z.number().int(),
    quantity: z.number().int(),
    unitPrice: z.string().meta({
      description: 'The price per unit at this quantity: its rung of the price ladder, or the base price.',
      example: '3.90',
    }),
    lineTotal: z.string().meta({ description: 'unitPrice × quantity.', example: '1950.00' }),
    nextTier: priceTierSchema.nullable().meta({
      description: 'The next rung up, when there is one: order minQuantity for its price.',
    }),
    createdAt: timestampSchema,
    product: cartProductSchema,
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.array(cartItemSchema);

export const addToCartBodySchema = z
  .strictObject({
    userId: userIdSchema
      .optional()
      .meta({ description: 'Yours, if given; the cart is always the signed-in user’s.' }),
    productId: z
      .number({ error: 'must be a product id' })
      .int('must be a product id')
      .min(1, 'must be a product id'),
    quantity: cartQuantitySchema,
  })
  .meta({ id: 'AddToCartRequest' });

export const updateCartItemBodySchema = z
  .strictObject({ quantity: cartQuantitySchema })
  .meta({ id: 'UpdateCartItemRequest' });

// /api/cart/{id} names a cart by its user (GET) and a line of it (PUT, DELETE): one path, one
// parameter name, so the OpenAPI document can describe both.
export const cartPathSchema = z.strictObject({
  id: userIdSchema.meta({ description: 'Your user id: a cart is seen only by its user.' }),
});
export const cartItemPathSchema = z.strictObject({
  id: integerIdSchema.meta({ description: 'The id of a line of your cart.' }),
});
