import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Leave out for the current page, the last crumb. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** Shows a Back button before the trail, e.g. `() => history.back()`. */
  onBack?: () => void;
}

/** Where the page sits: Home / parent category / category, the last one being the page itself. */
export function Breadcrumbs({ items, onBack }: BreadcrumbsProps) {
  return (
    <div className={styles.nav}>
      {onBack && (
        <Button tone="ghost" size="small" onClick={onBack}>
          ← Back
        </Button>
      )}
      <nav aria-label="Breadcrumb">
        <ol className={styles.list}>
          {items.map((crumb, index) => (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {crumb.href && index < items.length - 1 ? (
                <Link className={styles.link} href={crumb.href}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current="page">
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
