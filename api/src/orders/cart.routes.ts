import {
  addToCartBodySchema,
  cartItemPathSchema,
  cartItemSchema,
  cartPathSchema,
  cartSchema,
  updateCartItemBodySchema,
} from './cart.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { addToCart, getCart, removeFromCart, requireOwnCart, setCartQuantity } from './cart.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Cart';
const itemErrors = { 404: 'The item is not in your cart.' };

export const cartRoutes = [
  defineRoute({
    method: 'get',
    path: '/cart/:id',
    operationId: 'getCart',
    summary: 'Your cart, each line with its product',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: cartPathSchema,
    responses: { 200: { description: 'The cart lines, oldest first.', schema: cartSchema } },
    errors: { 403: 'The cart of another user.' },
    async handler(ctx, { params, user }, { db }) {
      requireOwnCart(user, params.id);
      ctx.body = await getCart(db.knex, user.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/cart',
    operationId: 'addToCart',
    summary: 'Add a product to your cart',
    description:
      'A product already in the cart gets the quantity added to its line (200); a new line answers 201.',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    body: { type: 'json', schema: addToCartBodySchema },
    responses: {
      201: { description: 'A new cart line.', schema: cartItemSchema },
      200: { description: 'The existing line, with the quantity added.', schema: cartItemSchema },
    },
    errors: {
      403: 'userId names another user.',
      404: 'Product not found.',
      409: 'The product is no longer on sale, or the cart holds 200 lines already (cart_full).',
    },
    async handler(ctx, { body, user }, { db }) {
      if (body.userId !== undefined) requireOwnCart(user, body.userId);
      const { item, created } = await addToCart(db.knex, user, body);
      ctx.status = created ? 201 : 200;
      ctx.body = item;
    },
  }),
  defineRoute({
    method: 'put',
    path: '/cart/:id',
    operationId: 'updateCartItem',
    summary: 'Set the quantity of a line of your cart',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: cartItemPathSchema,
    body: { type: 'json', schema: updateCartItemBodySchema },
    responses: { 200: { description: 'The line as it is now.', schema: cartItemSchema } },
    errors: itemErrors,
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await setCartQuantity(db.knex, user, params.id, body.quantity);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/cart/:id',
    operationId: 'removeCartItem',
    summary: 'Remove a line from your cart',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: cartItemPathSchema,
    responses: { 204: { description: 'Removed.' } },
    errors: itemErrors,
    async handler(ctx, { params, user }, { db }) {
      await removeFromCart(db.knex, user, params.id);
      ctx.status = 204;
    },
  }),
];
