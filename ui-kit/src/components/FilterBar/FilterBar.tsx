import type { ReactNode } from 'react';
import { pluralize } from '../../format/format';
import { Button } from '../Button/Button';
import * as styles from './FilterBar.css';

export interface ResultSummary {
  count: number;
  /** The count is an estimate: "About 15,000 products found". */
  approximate?: boolean;
  search?: string;
  categoryName?: string;
}

/** "12 products found for “cocoa” in Cash Crops". */
export function resultSummary({ count, approximate, search, categoryName }: ResultSummary): string {
  return [
    `${approximate ? 'About ' : ''}${pluralize(count, 'product')} found`,
    search ? `for “${search}”` : null,
    categoryName ? `in ${categoryName}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface FilterBarProps extends Partial<ResultSummary> {
  /** The controls: search box, category and sort selects, the Filter button. */
  children: ReactNode;
  /** Shows "Searching..." instead of the count. */
  loading?: boolean;
  /** Resets search, category and sort; the button shows only while one of them is set. */
  onClear?: () => void;
  filtersActive?: boolean;
}

/** The controls above a product list and what they found. */
export function FilterBar({
  children,
  count,
  approximate,
  search,
  categoryName,
  loading,
  onClear,
  filtersActive,
}: FilterBarProps) {
  return (
    <section className={styles.bar} aria-label="Filters">
      <div className={styles.controls}>{children}</div>
      {(count !== undefined || loading) && (
        <div className={styles.summary}>
          <p className={styles.count} role="status">
            {loading
              ? 'Searching...'
              : resultSummary({ count: count ?? 0, approximate, search, categoryName })}
          </p>
          {onClear && filtersActive && (
            <Button tone="ghost" size="small" onClick={onClear}>
              Clear Filters
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
