import { useId, useState, type ReactNode } from 'react';
import type { NavEntry } from '../../model';
import { Icon } from '../Icon/Icon';
import { CartButton } from '../DesktopHeader/CartButton';
import { MessagesLink, NotificationsBell } from '../DesktopHeader/NotificationsBell';
import { AccountLinks, type AccountLinksProps, type HeaderUser } from '../DesktopHeader/account';
import * as shared from '../DesktopHeader/header.css';
import { Link } from '../Link/Link';
import { SearchBox } from '../SearchBox/SearchBox';
import * as styles from './MobileHeader.css';

export interface MobileHeaderProps extends Pick<AccountLinksProps, 'signInHref' | 'joinHref'> {
  cartCount: number;
  onOpenCart: () => void;
  onSearch: (text: string) => void;
  /** Unread notifications, shown on the bell; none shown when not given. */
  notificationCount?: number;
  /** Where the bell leads. */
  notificationsHref?: string;
  /** Unread messages, on a speech bubble; none shown when not given (signed out). */
  messageCount?: number;
  messagesHref?: string;
  user?: HeaderUser | null;
  onSignOut?: () => void;
  currentPath?: string;
  /** The slide-down menu's entries. */
  menu: readonly NavEntry[];
  /** More controls in the menu, e.g. the theme switch. */
  extra?: ReactNode;
}

/** The header below 768px: menu and search toggles, logo, notifications and cart with their counts. */
export function MobileHeader({
  cartCount,
  onOpenCart,
  onSearch,
  notificationCount,
  notificationsHref = '/orders',
  messageCount,
  messagesHref = '/messages',
  user,
  onSignOut,
  signInHref,
  joinHref,
  currentPath,
  menu,
  extra,
}: MobileHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const closeMenu = () => setMenuOpen(false);
  // The menu closes when the page changes, whichever of its links (an entry, Sign in, Join) led away.
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setMenuOpen(false);
  }

  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setMenuOpen(false);
          setSearchOpen(false);
        }
      }}
    >
      <div className={styles.bar}>
        <button
          type="button"
          className={shared.iconButton}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => {
            setMenuOpen((open) => !open);
            setSearchOpen(false);
          }}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <Link className={shared.logo} href="/" aria-label="RawEx home">
          <span className={shared.logoMark} aria-hidden="true">
            ◆
          </span>
          RawEx
        </Link>
        <div className={styles.end}>
          {/* First, so that when it comes (once who is signed in is known) nothing beside it moves. */}
          {messageCount !== undefined && <MessagesLink count={messageCount} href={messagesHref} />}
          <button
            type="button"
            className={shared.iconButton}
            aria-label="Search"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => {
              setSearchOpen((open) => !open);
              setMenuOpen(false);
            }}
          >
            <Icon name="search" />
          </button>
          <NotificationsBell count={notificationCount ?? 0} href={notificationsHref} />
          <CartButton count={cartCount} onOpen={onOpenCart} />
        </div>
      </div>
      <div id={searchId} className={styles.search} hidden={!searchOpen}>
        {searchOpen && (
          <SearchBox
            autoFocus
            onSearch={(text) => {
              setSearchOpen(false);
              onSearch(text);
            }}
          />
        )}
      </div>
      <nav id={menuId} className={styles.menu} aria-label="Menu" hidden={!menuOpen}>
        <ul className={styles.menuList}>
          {menu.map((entry) => (
            <li key={entry.href}>
              <Link
                className={styles.menuLink}
                href={entry.href}
                aria-current={currentPath === entry.href ? 'page' : undefined}
                onClick={closeMenu}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.account}>
          {extra}
          <AccountLinks
            user={user}
            onSignOut={() => {
              closeMenu();
              onSignOut?.();
            }}
            signInHref={signInHref}
            joinHref={joinHref}
          />
        </div>
      </nav>
    </header>
  );
}
