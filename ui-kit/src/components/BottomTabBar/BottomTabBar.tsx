import { pluralize } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import { CountBadge } from '../CountBadge/CountBadge';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './BottomTabBar.css';

const TABS = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Produce', href: '/products', icon: 'leaf' },
  { label: 'Suppliers', href: '/vendors', icon: 'store' },
  { label: 'Cart', href: '/cart', icon: 'cart' },
  { label: 'Orders', href: '/orders', icon: 'box' },
] as const;

export interface BottomTabBarProps {
  /** The path shown, to mark its tab. */
  currentPath: string;
  cartCount: number;
}

const isCurrent = (href: string, path: string) => (href === '/' ? path === '/' : path.startsWith(href));

/** The phone's fixed tab bar: Home, Produce, Suppliers, Cart (with its count), Orders. */
export function BottomTabBar({ currentPath, cartCount }: BottomTabBarProps) {
  return (
    <nav className={styles.bar} aria-label="Tabs">
      <ul className={styles.list}>
        {TABS.map((tab) => (
          <li key={tab.href}>
            <Link
              className={styles.tab}
              href={tab.href}
              aria-current={isCurrent(tab.href, currentPath) ? 'page' : undefined}
            >
              <span className={styles.icon} aria-hidden="true">
                {tab.label === 'Cart' ? (
                  <CountBadge count={cartCount}>
                    <Icon name={tab.icon} />
                  </CountBadge>
                ) : (
                  <Icon name={tab.icon} />
                )}
              </span>
              {tab.label}
              {tab.label === 'Cart' && (
                <span className={visuallyHidden}>, {pluralize(cartCount, 'item')}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
