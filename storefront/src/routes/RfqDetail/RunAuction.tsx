import type { RfqDetail as Rfq } from '@rawex/api/contracts';
import { Button } from '@rawex/ui-kit';
import { lazy, Suspense, useState } from 'react';

// Opened on demand only: the dialog's code (its form, selects and the auction contract) is fetched then.
const RunAuctionDialog = lazy(() => import('./RunAuctionDialog'));

/** The button that opens the dialog, on an open request. */
export function RunAuction({ rfq }: { rfq: Rfq }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" tone="secondary" onClick={() => setOpen(true)}>
        Run an Auction
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RunAuctionDialog rfq={rfq} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
