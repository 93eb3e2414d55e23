import {
  bulkImportBodySchema,
  bulkImportResultSchema,
  createProductBodySchema,
  ownerProductListQuerySchema,
  ownerProductPathSchema,
  productDetailSchema,
  productListSchema,
  productPathSchema,
  replaceProductBodySchema,
  updateProductBodySchema,
} from './products.contract.ts';
import {
  EXACT_COUNT_LIMIT,
  productFacetQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
} from './catalogue-queries.contract.ts';
import { setCursorHeaders, setPageHeaders } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { SELLERS } from '../accounts/index.ts';
import { bulkImportProducts } from './bulk-import.service.ts';
import {
  createProduct,
  deactivateProduct,
  getProduct,
  listOwnProducts,
  priceAt,
  updateProduct,
} from './products.service.ts';
import { productPriceQuerySchema, productPriceSchema } from './product-prices.contract.ts';
import { listProducts } from './product-search.service.ts';
import type { KeptList } from './kept-lists.ts';
import { countFacets } from './product-facets.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { sendCompressed } from '../platform/http/send-compressed.ts';

const COUNTED = EXACT_COUNT_LIMIT.toLocaleString('en-US');

const tag = 'Catalogue';
const PRICE_BOUNDS_REFUSED =
  'A filter out of range, or price bounds in a currency prices cannot be compared in: unknown_currency, or fx_rate_missing when no rate to the reference currency is kept for it.';
const ownerErrors = { 404: 'You sell no such product: it does not exist, or another supplier sells it.' };

export const productRoutes = [
  defineRoute({
    method: 'post',
    path: '/products/bulk',
    operationId: 'bulkImportProducts',
    summary: 'Create or update up to 1,000 of your products by SKU',
    description:
      'One transaction per request. Each row is validated on its own and answered in results: created, updated (a product of yours with that SKU existed and differed), unchanged (it was the same), or failed with its errors naming the fields. Good rows are stored even when others fail. rawex products import sends a CSV file through this.',
    tag,
    access: ['vendor'],
    permission: 'write:products',
    companyRoles: MEMBERS_WHO.keepTheCatalogue,
    // A thousand rows of a few kilobytes each.
    body: { type: 'json', schema: bulkImportBodySchema, limit: '8mb' },
    responses: { 200: { description: 'What became of each row.', schema: bulkImportResultSchema } },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = await bulkImportProducts(db.knex, user, body.products);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/products/facets',
    reads: 'replica',
    operationId: 'countProductFacets',
    summary: 'How many products each origin, certification, Incoterm and grade has, under the filters',
    description:
      'Takes the filters of GET /api/products (not its paging or sort) and counts the active products matching them per value of each facet asked for. Filters combine AND across attributes and OR within one (originCountry=GH,CI&certifications=fairtrade); each facet is counted under every filter but its own, so its other values say how many products choosing them would add. Ask for it beside the page it describes.',
    tag,
    access: 'public',
    permission: 'read:products',
    query: productFacetQuerySchema,
    responses: { 200: { description: 'The counts.', schema: productFacetsSchema } },
    errors: { 422: PRICE_BOUNDS_REFUSED },

    async handler(ctx, { query }, { db }) {
      ctx.body = await countFacets(db.knex, query);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/products',
    reads: 'replica',
    operationId: 'listProducts',
    summary: 'Search and filter the catalogue',
    description: `Active products only, each with its vendor. Paged: the total is in X-Total-Count, counted up to ${COUNTED} matches and estimated above (then X-Total-Count-Estimated: true, and Link offers a next page after every full page). The price filter (minPrice, maxPrice, in priceCurrency) and the price sorts read each product's base price, the price from its minimum order, not its price ladder's rungs, compared across currencies at the latest reference rates kept (refreshed within ten minutes of a new rate); a product in a currency with no rate kept matches no price bound and sorts last. A price is never converted: each product answers its own price and currency.`,
    tag,
    access: 'public',
    permission: 'read:products',
    query: productListQuerySchema,
    errors: { 422: PRICE_BOUNDS_REFUSED },
    responses: {
      200: {
        description: 'A page of products.',
        schema: productListSchema,
        headers: {
          'X-Total-Count': `Products matching in all: counted up to ${COUNTED}, estimated above.`,
          'X-Total-Count-Estimated': 'true when X-Total-Count is an estimate; absent when it is a count.',
          'X-Next-Cursor': 'Newest first, after a full page: the before of the next page.',
          Link: 'The next and previous pages.',
        },
      },
    },
    async handler(ctx, { query, user }, { db, keptLists, catalogueVersion }) {
      const list = async (): Promise<KeptList> => {
        const { products, ...page } = await listProducts(db.knex, query);
        return { json: JSON.stringify(products), shown: products.length, ...page };
      };
      // Everyone reads the same page, signed in or out: it is read and serialised once per catalogue
      // version. A signed-in caller's version is the primary's, which holds what they just wrote.
      const { json, total, compressed, ...page } =
        keptLists && catalogueVersion
          ? await keptLists.read(
              await catalogueVersion(user ? 'signed-in' : 'signed-out'),
              JSON.stringify(query),
              list,
            )
          : await list();
      setPageHeaders(ctx, query, total, page);
      ctx.type = 'application/json';
      if (compressed && (await sendCompressed(ctx, compressed))) return;
      ctx.body = json;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/vendors/:id/products',
    reads: 'replica',
    operationId: 'listVendorProducts',
    summary: 'Your whole catalogue, listed and unlisted (vendors)',
    description:
      'Newest first, up to 1,000 a page. The next page is asked for with before set to the X-Next-Cursor header (also in Link), which is absent on the last page; the total is in X-Total-Count. rawex products export reads a catalogue through this.',
    tag,
    access: SELLERS,
    permission: 'read:products',
    params: ownerProductPathSchema,
    query: ownerProductListQuerySchema,
    responses: {
      200: {
        description: 'A page of your products.',
        schema: productListSchema,
        headers: {
          'X-Total-Count': 'Your products with this status in all.',
          'X-Next-Cursor': 'The value of before that asks for the next page; absent on the last.',
          Link: 'The next page.',
        },
      },
    },
    errors: { 403: 'Another vendor’s catalogue.', 404: 'Vendor not found.' },
    async handler(ctx, { params, query, user }, { db }) {
      const { products, total, nextCursor } = await listOwnProducts(db.knex, user, params.id, query);
      setCursorHeaders(ctx, total, nextCursor);
      ctx.body = products;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/products/:id',
    reads: 'replica',
    operationId: 'getProduct',
    summary: 'One product, with its category and vendor',
    tag,
    access: 'public',
    permission: 'read:products',
    params: productPathSchema,
    responses: { 200: { description: 'The product.', schema: productDetailSchema } },
    errors: { 404: 'Product not found (or taken off sale).' },
    async handler(ctx, { params, user }, { db, productViews }) {
      ctx.body = await getProduct(db.knex, params.id, user);
      productViews?.count(params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/products/:id/price',
    reads: 'replica',
    operationId: 'getProductPrice',
    summary: 'What a quantity of a product costs, at its rung of the price ladder',
    tag,
    access: 'public',
    permission: 'read:products',
    params: productPathSchema,
    query: productPriceQuerySchema,
    responses: { 200: { description: 'The price at that quantity.', schema: productPriceSchema } },
    errors: { 404: 'Product not found (or taken off sale).' },
    async handler(ctx, { params, query, user }, { db }) {
      ctx.body = await priceAt(db.knex, params.id, query.quantity, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/products',
    operationId: 'createProduct',
    summary: 'Add a product to your catalogue (vendors)',
    tag,
    access: SELLERS,
    permission: 'write:products',
    companyRoles: MEMBERS_WHO.keepTheCatalogue,
    body: { type: 'json', schema: createProductBodySchema },
    responses: { 201: { description: 'The new product.', schema: productDetailSchema } },
    errors: { 403: 'vendorId names another supplier.' },
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await createProduct(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/products/:id',
    operationId: 'replaceProduct',
    summary: 'Replace one of your products',
    tag,
    access: SELLERS,
    permission: 'write:products',
    companyRoles: MEMBERS_WHO.keepTheCatalogue,
    params: productPathSchema,
    body: { type: 'json', schema: replaceProductBodySchema },
    responses: { 200: { description: 'The product as it is now.', schema: productDetailSchema } },
    errors: ownerErrors,
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await updateProduct(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/products/:id',
    operationId: 'updateProduct',
    summary: 'Change some fields of one of your products',
    tag,
    access: SELLERS,
    permission: 'write:products',
    companyRoles: MEMBERS_WHO.keepTheCatalogue,
    params: productPathSchema,
    body: { type: 'json', schema: updateProductBodySchema },
    responses: { 200: { description: 'The product as it is now.', schema: productDetailSchema } },
    errors: ownerErrors,
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await updateProduct(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/products/:id',
    operationId: 'deleteProduct',
    summary: 'Take one of your products off sale',
    description: 'A soft delete: the product stays for the orders that name it, with isActive false.',
    tag,
    access: SELLERS,
    permission: 'write:products',
    companyRoles: MEMBERS_WHO.keepTheCatalogue,
    params: productPathSchema,
    responses: { 204: { description: 'Taken off sale.' } },
    errors: ownerErrors,
    async handler(ctx, { params, user }, { db }) {
      await deactivateProduct(db.knex, user, params.id);
      ctx.status = 204;
    },
  }),
];
