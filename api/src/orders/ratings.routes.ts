import { z } from 'zod';
import { paginationQuerySchema, userIdSchema } from '../platform/common.contract.ts';
import { rateVendorBodySchema } from './orders.contract.ts';
import { vendorRatingListSchema, vendorRatingSchema } from '../accounts/users.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { listVendorRatings, rateVendor } from './ratings.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const vendorPath = z.strictObject({ id: userIdSchema });

/** Buyers' ratings of the suppliers that delivered to them, and the reviews everyone reads. */
export const ratingRoutes = [
  definePagedRoute({
    path: '/vendors/:id/ratings',
    reads: 'replica',
    operationId: 'listVendorRatings',
    summary: "A vendor's ratings and reviews, newest first",
    tag: 'Vendors',
    access: 'public',
    permission: 'read:vendors',
    params: vendorPath,
    query: paginationQuerySchema.strict(),
    page: { description: 'A page of ratings.', schema: vendorRatingListSchema, total: 'Ratings in all.' },
    errors: { 404: 'Vendor not found.' },
    list: ({ params, query }, { db }) => listVendorRatings(db.knex, params.id, query),
  }),
  defineRoute({
    method: 'post',
    path: '/vendors/:id/ratings',
    operationId: 'rateVendor',
    summary: 'Rate a vendor that delivered an order to you',
    description: 'One rating per buyer and vendor: rating again replaces the first.',
    tag: 'Vendors',
    access: 'signed-in',
    permission: 'write:vendors',
    companyRoles: MEMBERS_WHO.buy,
    params: vendorPath,
    body: { type: 'json', schema: rateVendorBodySchema },
    responses: { 201: { description: 'Your rating of this vendor.', schema: vendorRatingSchema } },
    errors: { 403: 'No order from this supplier has been delivered to you.', 404: 'Vendor not found.' },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await rateVendor(db.knex, user, params.id, body);
    },
  }),
];
