import { defineRoute } from '../platform/http/route.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { notFound } from '../platform/errors/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import {
  MAX_SAVED_PRODUCTS,
  savedProductIdsSchema,
  savedProductListQuerySchema,
  savedProductListSchema,
  savedProductPathSchema,
} from './saved-products.contract.ts';
import { listSavedProducts, saveProduct, savedProductIds, unsaveProduct } from './saved-products.service.ts';

const tag = 'Saved products';

/** The products a person saved with a card's heart: theirs alone, counted for nobody else. */
export const savedProductRoutes = [
  definePagedRoute({
    path: '/saved-products',
    operationId: 'listSavedProducts',
    summary: 'Your saved products, newest first, with their price change since saved',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    query: savedProductListQuerySchema,
    page: {
      description: 'A page of them.',
      schema: savedProductListSchema,
      total: 'Your saved products in all.',
    },
    list: ({ query, user }, { db }) => listSavedProducts(db.knex, user.id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/saved-products/ids',
    operationId: 'listSavedProductIds',
    summary: 'The ids of every product you saved',
    description: 'What a page of product cards needs to fill in their hearts, in one small read.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 200: { description: 'Newest first.', schema: savedProductIdsSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await savedProductIds(db.knex, user.id);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/saved-products/:productId',
    operationId: 'saveProduct',
    summary: 'Save a product',
    description: `Saving it again keeps the first save (and its price then). At most ${MAX_SAVED_PRODUCTS}.`,
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: savedProductPathSchema,
    responses: { 204: { description: 'Saved.' } },
    errors: {
      404: 'No listed product has this id.',
      409: `You have saved ${MAX_SAVED_PRODUCTS} products (too_many_saved_products).`,
    },
    async handler(ctx, { params, user }, { db }) {
      await saveProduct(db.knex, user.id, params.productId);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/saved-products/:productId',
    operationId: 'unsaveProduct',
    summary: 'Remove a product from your saved ones',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: savedProductPathSchema,
    responses: { 204: { description: 'Removed.' } },
    errors: { 404: 'You have not saved this product.' },
    async handler(ctx, { params, user }, { db }) {
      if (!(await unsaveProduct(db.knex, user.id, params.productId))) {
        throw notFound('You have not saved this product.', 'saved_product_not_found');
      }
      ctx.status = 204;
    },
  }),
];
