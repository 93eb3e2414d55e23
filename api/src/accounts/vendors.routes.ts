import { z } from 'zod';
import { userIdSchema } from '../platform/common.contract.ts';
import {
  vendorListQuerySchema,
  vendorListSchema,
  vendorSchema,
  verifyVendorBodySchema,
} from './users.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { setVendorVerified } from './accounts.service.ts';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { getVendor, listVendors } from './vendors.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Vendors';
const userPath = z.strictObject({ id: userIdSchema });

export const vendorRoutes = [
  definePagedRoute({
    path: '/users/vendors',
    reads: 'replica',
    operationId: 'listVendors',
    summary: 'List vendors with their ratings and product counts',
    tag,
    access: 'public',
    permission: 'read:vendors',
    query: vendorListQuerySchema,
    page: { description: 'A page of vendors.', schema: vendorListSchema, total: 'Vendors matching in all.' },
    list: ({ query, user }, { db }) => listVendors(db.knex, query, user),
  }),
  defineRoute({
    method: 'get',
    path: '/users/:id',
    reads: 'replica',
    operationId: 'getVendor',
    summary: 'One vendor',
    description:
      'Vendors are public (their sign-in email only to themselves and administrators); other accounts are not found here (see /api/auth/me).',
    tag,
    access: 'public',
    permission: 'read:vendors',
    params: userPath,
    responses: { 200: { description: 'The vendor.', schema: vendorSchema } },
    errors: { 404: 'Vendor not found.' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getVendor(db.knex, params.id, user);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/users/:id',
    operationId: 'verifyVendor',
    summary: 'Verify a vendor, or take its verification back (admins)',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: userPath,
    body: { type: 'json', schema: verifyVendorBodySchema },
    responses: { 200: { description: 'The vendor, as it is now.', schema: vendorSchema } },
    errors: {
      403: 'The session’s password was given more than 15 minutes ago (recent_sign_in_required): confirm it with POST /api/auth/confirm-password.',
      404: 'Vendor not found.',
      409: 'The account is not a supplier.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      await setVendorVerified(db.knex, user, params.id, body.isVerified);
      ctx.body = await getVendor(db.knex, params.id, user);
    },
  }),
];
