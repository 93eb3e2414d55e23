import { CountBadge } from '../CountBadge/CountBadge';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as shared from './header.css';

/** The bell in both headers: a link to the notifications with the unread count on it. */
export function NotificationsBell({ count, href }: { count: number; href: string }) {
  return (
    <Link
      className={shared.iconButton}
      href={href}
      aria-label={count ? `Notifications, ${count} new` : 'Notifications'}
    >
      <CountBadge count={count}>
        <Icon name="bell" />
      </CountBadge>
    </Link>
  );
}

/** Beside the bell: a link to the conversations with the unread messages' count on it. */
export function MessagesLink({ count, href }: { count: number; href: string }) {
  return (
    <Link
      className={shared.iconButton}
      href={href}
      aria-label={count ? `Messages, ${count} unread` : 'Messages'}
    >
      <CountBadge count={count}>
        <Icon name="message" />
      </CountBadge>
    </Link>
  );
}
