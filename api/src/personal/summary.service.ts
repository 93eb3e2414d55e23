import type { Knex } from 'knex';
import { toMe, User } from '../accounts/index.ts';
import { membershipsQuery } from '../companies/index.ts';
import type { Membership } from '../companies/companies.contract.ts';
import type { AuthUser } from '../platform/actor.ts';
import { unreadNotificationsQuery } from '../notifications/index.ts';
import { cartLinesQuery } from '../orders/index.ts';
import { unreadMessagesQuery } from '../trade/index.ts';
import type { MySummary } from './summary.contract.ts';

type CountedUser = User & Record<keyof MySummary['counts'], string> & { companies: Membership[] };

/**
 * The user with their cart's lines and their unread notifications and messages, in one statement:
 * a signed-in page's frame is made of it, so it is read on every page a signed-in visitor opens.
 */
export async function mySummary(db: Knex, actor: AuthUser): Promise<MySummary | undefined> {
  const counted = (await User.query(db)
    .findById(actor.id)
    .select(
      'users.*',
      db.raw('(?) AS ??', [cartLinesQuery(db, actor.id), 'cartLines']),
      db.raw('(?) AS ??', [unreadNotificationsQuery(db, actor.id), 'unreadNotifications']),
      // Conversations are the firm's: any member who reads one reads it for all.
      db.raw('(?) AS ??', [unreadMessagesQuery(db, actor.companyId), 'unreadMessages']),
      db.raw('(?) AS ??', [membershipsQuery(db, actor), 'companies']),
    )) as CountedUser | undefined;
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
