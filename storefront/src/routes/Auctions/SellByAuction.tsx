import { Button } from '@rawex/ui-kit';
import { lazy, Suspense, useState } from 'react';

// Opened on demand only: the dialog's code (its form, selects and the auction contract) is fetched then.
const SellByAuctionDialog = lazy(() => import('./SellByAuctionDialog'));

/** The button that opens the dialog, for a supplier's members. */
export function SellByAuction({ firmId }: { firmId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Sell a lot by auction
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SellByAuctionDialog firmId={firmId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
