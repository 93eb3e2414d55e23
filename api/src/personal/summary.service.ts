import type { Knex } from 'knex';
import { toMe, type ShownAccount } from '../accounts/index.ts';
import type { Membership } from '../companies/companies.contract.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { MySummary } from './summary.contract.ts';

type CountedUser = ShownAccount & Record<keyof MySummary['counts'], string> & { companies: Membership[] };

/**
 * The user with their cart's lines and their unread notifications and messages, in one query
 * of the owners' read functions (accounts', orders', notifications', trade's and companies'): a
 * signed-in page's frame is made of it, so it is read on every page a signed-in visitor opens.
 */
export async function mySummary(db: Knex, actor: AuthUser): Promise<MySummary | undefined> {
  const [counted] = (await db
    .select(
      'account.*',
      db.raw('cart_line_count(?) AS ??', [actor.id, 'cartLines']),
      db.raw('unread_notification_count(?) AS ??', [actor.id, 'unreadNotifications']),
      // Conversations are the firm's: any member who reads one reads it for all.
      db.raw('unread_message_count(?) AS ??', [actor.companyId, 'unreadMessages']),
      db.raw('memberships_of(?, ?) AS ??', [actor.id, actor.companyId, 'companies']),
    )
    .from(db.raw('account_of(?) AS account', [actor.id]))) as CountedUser[];
  if (!counted) return undefined;
  return {
    user: toMe(counted, actor),
    counts: {
      cartLines: Number(counted.cartLines),
      unreadNotifications: Number(counted.unreadNotifications),
      unreadMessages: Number(counted.unreadMessages),
    },
    companies: counted.companies,
  };
}
