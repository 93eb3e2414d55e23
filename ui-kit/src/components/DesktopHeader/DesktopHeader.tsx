import type { ReactNode } from 'react';
import type { NavEntry } from '../../model';
import { Link } from '../Link/Link';
import { SearchBox } from '../SearchBox/SearchBox';
import { CartButton } from './CartButton';
import { MessagesLink, NotificationsBell } from './NotificationsBell';
import { AccountLinks, type AccountLinksProps, type HeaderUser } from './account';
import { VendorActions } from './VendorActions';
import * as styles from './DesktopHeader.css';
import * as shared from './header.css';

export interface DesktopHeaderProps extends Pick<AccountLinksProps, 'signInHref' | 'joinHref' | 'identity'> {
  /** The main links: Produce, Orders, APIs. */
  nav: readonly NavEntry[];
  /** The Selling ▾ menu's links; none hides it. */
  vendorActions: readonly NavEntry[];
  cartCount: number;
  onOpenCart: () => void;
  onSearch: (text: string) => void;
  /** Where the search form goes before the page's script runs (see SearchBox). */
  searchAction?: string;
  /** The signed-in user; null when signed out; undefined while that is not known yet. */
  user?: HeaderUser | null;
  onSignOut?: () => void;
  /** The path shown, to mark the current entry. */
  currentPath?: string;
  /** More controls at the end, e.g. the theme switch. */
  extra?: ReactNode;
  /** Unread notifications: a bell with their count (none at 0); no bell when not given. */
  notificationCount?: number;
  notificationsHref?: string;
  /** Unread messages: a speech bubble with their count; none when not given. */
  messageCount?: number;
  messagesHref?: string;
}

/** The header from 768px up: logo, Produce / Orders / APIs, search, vendor actions, account and cart. */
export function DesktopHeader({
  nav,
  vendorActions,
  cartCount,
  onOpenCart,
  onSearch,
  searchAction,
  user,
  onSignOut,
  signInHref,
  joinHref,
  identity,
  currentPath,
  extra,
  notificationCount,
  notificationsHref = '/notifications',
  messageCount,
  messagesHref = '/messages',
}: DesktopHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={shared.logo} href="/" aria-label="RawEx home">
          <span className={shared.logoMark} aria-hidden="true">
            ◆
          </span>
          RawEx
        </Link>
        <nav aria-label="Main">
          <ul className={styles.nav}>
            {nav.map((entry) => (
              <li key={entry.href}>
                <Link
                  className={styles.navLink}
                  href={entry.href}
                  aria-current={currentPath?.startsWith(entry.href) ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
            {vendorActions.length > 0 && (
              <li>
                <VendorActions actions={vendorActions} />
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.search}>
          <SearchBox onSearch={onSearch} action={searchAction} />
        </div>
        <div className={styles.end}>
          {extra}
          {/* Holds its place while who is signed in is asked: nothing beside it moves when it comes. */}
          <div className={styles.personal}>
            <AccountLinks
              user={user}
              onSignOut={onSignOut}
              signInHref={signInHref}
              joinHref={joinHref}
              identity={identity}
              className={styles.user}
            />
            {messageCount !== undefined && <MessagesLink count={messageCount} href={messagesHref} />}
            {notificationCount !== undefined && (
              <NotificationsBell count={notificationCount} href={notificationsHref} />
            )}
          </div>
          <CartButton count={cartCount} onOpen={onOpenCart} />
        </div>
      </div>
    </header>
  );
}
