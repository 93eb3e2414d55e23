import { Button } from '@rawex/ui-kit';
import type { useProductSearch } from '../../api/catalogue';
import * as page from '../page.css';

/** Load More Products: asks the API for the next page while there is one. */
export function LoadMore({ result }: { result: ReturnType<typeof useProductSearch> }) {
  if (!result.hasMore) return null;
  return (
    <div className={page.center}>
      <Button tone="secondary" disabled={result.loadingMore} onClick={() => void result.loadMore()}>
        {result.loadingMore ? 'Loading...' : 'Load More Products'}
      </Button>
    </div>
  );
}
