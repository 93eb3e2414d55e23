import { EmptyState, Loaded, RecordCardSkeleton } from '@rawex/ui-kit';
import type { ReactNode } from 'react';
import { LoadFailed } from '../loading/LoadFailed';
import * as page from '../styles/page.css';

export interface RecordListProps<Item> {
  /** Names the list for screen readers: `Hedge contracts`. */
  label: string;
  items: readonly Item[] | undefined;
  error: Error | undefined;
  /** Said when the records cannot be loaded: `Failed to load the contracts`. */
  errorTitle: string;
  /** Said when there is none: the spec's `No Auctions Found`. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyActions?: ReactNode;
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
  /** One column (messages, conversations) instead of a grid of cards. */
  column?: boolean;
  placeholders?: number;
}

/** A console's records as cards: placeholders while loading, the failure, the empty state, or the cards. */
export function RecordList<Item>({
  label,
  items,
  error,
  errorTitle,
  emptyTitle,
  emptyDescription,
  emptyActions,
  keyOf,
  children,
  column,
  placeholders = 3,
}: RecordListProps<Item>) {
  const layout = column ? page.list : `${page.cards} ${page.list}`;
  return (
    <Loaded
      data={items}
      failed={error && <LoadFailed title={errorTitle} />}
      placeholder={
        <div className={layout} aria-busy="true" aria-label={label}>
          {Array.from({ length: placeholders }, (_, index) => (
            <RecordCardSkeleton key={index} />
          ))}
        </div>
      }
      empty={<EmptyState title={emptyTitle} description={emptyDescription} actions={emptyActions} />}
    >
      {(items) => (
        <ul className={layout} aria-label={label}>
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
