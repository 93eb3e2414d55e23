import { useId, useState, type CSSProperties } from 'react';
import type { CategorySummary } from '../../model';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import { CategoryIcon } from './category-icons';
import * as styles from './CategoryStrip.css';

export interface CategoryStripProps {
  /** Every category; the strip shows the top-level ones (no parent) and their children on demand. */
  categories: readonly CategorySummary[] | undefined;
  /** At most this many top-level categories (the home page shows 8). */
  limit?: number;
  /** Skeletons while the categories load (the home page shows 8). */
  loading?: boolean;
  /** Where a top-level category leads; by default its products. */
  topLevelHref?: (category: CategorySummary) => string;
}

const productsOf = (category: CategorySummary) => `/products?category=${encodeURIComponent(category.slug)}`;

/** Top-level categories in a row; hovering or focusing one shows a panel of its child categories. */
export function CategoryStrip({
  categories,
  limit = 8,
  loading,
  topLevelHref = productsOf,
}: CategoryStripProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [panelPosition, setPanelPosition] = useState<CSSProperties>({});
  const panelIdPrefix = useId();

  if (loading || !categories) {
    return (
      <ul className={styles.strip} aria-busy="true" aria-label="Categories (loading)">
        {Array.from({ length: limit }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <Skeleton height="40px" />
          </li>
        ))}
      </ul>
    );
  }

  const topLevel = categories.filter((category) => category.parentId === null).slice(0, limit);
  const open = (category: CategorySummary, element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    setPanelPosition({ top: box.bottom + 4, left: Math.min(box.left, window.innerWidth - 240) });
    setOpenId(category.id);
  };

  return (
    <nav aria-label="Categories">
      <ul className={styles.strip}>
        {topLevel.map((category) => {
          const children = categories.filter((candidate) => candidate.parentId === category.id);
          const isOpen = openId === category.id && children.length > 0;
          const panelId = `${panelIdPrefix}-${category.id}`;
          return (
            <li
              key={category.id}
              className={styles.entry}
              data-open={isOpen || undefined}
              onPointerEnter={(event) => open(category, event.currentTarget)}
              onPointerLeave={() => setOpenId(null)}
              onFocus={(event) => open(category, event.currentTarget)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpenId(null);
              }}
            >
              <Link
                className={styles.topLink}
                href={topLevelHref(category)}
                aria-describedby={isOpen ? panelId : undefined}
              >
                <CategoryIcon icon={category.icon} />
                {category.name}
              </Link>
              {isOpen && (
                <ul
                  id={panelId}
                  className={styles.panel}
                  style={panelPosition}
                  aria-label={`${category.name} categories`}
                >
                  {children.map((child) => (
                    <li key={child.id}>
                      <Link className={styles.childLink} href={`/category/${encodeURIComponent(child.slug)}`}>
                        <CategoryIcon icon={child.icon} />
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
