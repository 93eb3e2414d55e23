import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { timestampSchema } from '../platform/common.contract.ts';

export const vendorDashboardSchema = z
  .object({
    productCount: z.number().int().meta({ description: 'Products on sale.' }),
    activeOrders: z.number().int().meta({ description: 'Orders pending, confirmed or shipped.' }),
    revenue: z
      .object({
        currency: currencyCodeSchema.meta({ description: 'Your firm’s currency.' }),
        thisMonth: z.string(),
        lastMonth: z.string(),
      })
      .meta({
        description:
          'Totals of the orders in your firm’s currency placed in each calendar month (UTC), cancelled ones left out: an order in another currency is not converted to be added.',
      }),
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    views30Days: z.number().int().meta({ description: 'Views of your product pages in the last 30 days.' }),
    recentActivity: z.array(
      z.object({
        type: z.enum(['order', 'review', 'status']),
        at: timestampSchema,
        orderId: z.number().int().nullable(),
        text: z.string(),
      }),
    ),
    topProducts: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        unitsSold: z.number().int(),
        revenue: z.string().meta({ description: 'In the revenue’s currency, from orders in it.' }),
      }),
    ),
  })
  .meta({ id: 'VendorDashboard' });
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
