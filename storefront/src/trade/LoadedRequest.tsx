import type { RfqDetail } from '@rawex/api/contracts';
import { Loaded, Skeleton } from '@rawex/ui-kit';
import type { ReactNode } from 'react';
import { useRfq } from '../data/trade';
import { LoadFailed } from '../loading/LoadFailed';
import { NotFound } from '../navigation/NotFound';
import { usePageTitle } from '../navigation/page-title';
import { useNotFound } from '../server-rendering/server-render';

/**
 * A request for quotation as its screens show it: not found, failed, a placeholder while it
 * loads, then the request. The page is titled with the request's title once it is known.
 */
export function LoadedRequest({
  id,
  title,
  children,
}: {
  id: number;
  /** The page's title until the request is known. */
  title: string;
  children: (rfq: RfqDetail) => ReactNode;
}) {
  const { rfq, error } = useRfq(id);
  usePageTitle(rfq?.title ?? title);
  const notFound = useNotFound(error);
  return (
    <Loaded
      data={rfq}
      failed={error && (notFound ? <NotFound /> : <LoadFailed title="Failed to load the request" />)}
      placeholder={<Skeleton height="20rem" />}
    >
      {children}
    </Loaded>
  );
}
