import { z } from 'zod';
import { meSchema } from '../accounts/users.contract.ts';
import { membershipListSchema } from '../companies/companies.contract.ts';

const count = (description: string) => z.number().int().min(0).meta({ description });

/** Who is signed in, with what waits for them: what every page's header shows, in one read. */
export const mySummarySchema = z
  .object({
    user: meSchema,
    counts: z.object({
      cartLines: count('The lines in your cart.'),
      unreadNotifications: count('Your notifications not yet read.'),
      unreadMessages: count('Messages to you not yet read, in all your conversations.'),
    }),
    companies: membershipListSchema.meta({
      description:
        'The companies you belong to, as `GET /api/companies` answers them: the header’s switcher.',
    }),
  })
  .meta({ id: 'MySummary' });
export type MySummary = z.infer<typeof mySummarySchema>;
