import type { Knex } from 'knex';
import { toMe, User } from '../accounts/index.ts';
import { unreadNotificationsQuery } from '../notifications/index.ts';
import { cartLinesQuery } from '../orders/index.ts';
import { unreadMessagesQuery } from '../trade/index.ts';
import type { MySummary } from './summary.contract.ts';

type CountedUser = User & Record<keyof MySummary['counts'], string>;

/**
 * The user with their cart's lines and their unread notifications and messages, in one statement:
 * a signed-in page's frame is made of it, so it is read on every page a signed-in visitor opens.
 */
export async function mySummary(db: Knex, userId: string): Promise<MySummary | undefined> {
  const counted = (await User.query(db)
    .findById(userId)
    .select(
      'users.*',
      db.raw('(?) AS ??', [cartLinesQuery(db, userId), 'cartLines']),
      db.raw('(?) AS ??', [unreadNotificationsQuery(db, userId), 'unreadNotifications']),
      db.raw('(?) AS ??', [unreadMessagesQuery(db, userId), 'unreadMessages']),
    )) as CountedUser | undefined;
  if (!counted) return undefined;
  return {
    user: toMe(counted),
    counts: {
      cartLines: Number(counted.cartLines),
      unreadNotifications: Number(counted.unreadNotifications),
      unreadMessages: Number(counted.unreadMessages),
    },
  };
}
