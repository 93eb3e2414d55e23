import { z } from 'zod';
import { userIdSchema } from '../platform/common.contract.ts';
import { vendorDashboardSchema } from './dashboard.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { vendorDashboard } from './dashboard.service.ts';

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/vendors/:id/dashboard',
    operationId: 'getVendorDashboard',
    summary: "A vendor's figures: products, orders, revenue, rating, views, activity, top products",
    tag: 'Vendors',
    access: 'signed-in',
    permission: 'read:analytics',
    params: z.strictObject({ id: userIdSchema }),
    responses: { 200: { description: 'The figures, computed now.', schema: vendorDashboardSchema } },
    errors: { 403: 'Another vendor’s dashboard.', 404: 'Vendor not found.' },
    async handler(ctx, { params, user }, { db, productViews }) {
      // The views this process has counted and not yet written belong in the figures.
      await productViews?.flush();
      ctx.body = await vendorDashboard(db.knex, user, params.id);
    },
  }),
];
