import { Button } from '@rawex/ui-kit';
import type { PagedList } from '../data/paged';
import * as page from '../styles/page.css';

/** "Load More Products", "Load More Orders"…: asks the API for the next page while there is one. */
export function LoadMore({ list, label }: { list: PagedList<unknown>; label: string }) {
  if (!list.hasMore) return null;
  return (
    <div className={page.center}>
      <Button tone="secondary" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? 'Loading...' : label}
      </Button>
    </div>
  );
}
