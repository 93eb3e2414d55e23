import { Skeleton } from '@rawex/ui-kit';

/** What shows while a screen's code arrives. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading">
      <Skeleton width="40%" height="2rem" />
    </div>
  );
}
