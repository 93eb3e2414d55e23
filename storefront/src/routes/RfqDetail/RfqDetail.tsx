import { lazy } from 'react';
import { incotermWithPlace } from '@rawex/api/contracts/trade-values';
import type { Quote, RfqDetail as Rfq } from '@rawex/api/contracts';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  formatOrderNumber,
  formatPrice,
  formatQuantity,
  formatUnitPrice,
  QuoteComparison,
} from '@rawex/ui-kit';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { whatWentWrong } from '../../data/client';
import { useTradeActions } from '../../data/trade';
import { NotFound } from '../../navigation/NotFound';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import { LoadedRequest } from '../../trade/LoadedRequest';
import { RfqSummary } from '../../trade/RfqSummary';
import { comparedQuotes } from '../../trade/trade-format';
import * as page from '../../styles/page.css';
import { DialogButton } from '../../forms/DialogButton';

// Opened on demand only: the dialog's code (its form, selects and the auction contract) is fetched then.
const RunAuctionDialog = lazy(() => import('./RunAuctionDialog'));

function AcceptButton({ rfq, quote }: { rfq: Rfq; quote: Quote }) {
  const { acceptQuote } = useTradeActions();
  const navigate = useNavigate();
  // One key per dialog: a second click, or a retry after a lost answer, places one order.
  const key = useMemo(() => crypto.randomUUID(), []);
  return (
    <ConfirmDialog
      trigger="Accept"
      triggerLabel={`Accept the quote from ${quote.vendor.name}`}
      triggerTone="primary"
      title={`Accept the quote from ${quote.vendor.name}?`}
      description={`An order of ${formatQuantity(quote.quantity, rfq.unit)} at ${formatUnitPrice(quote.unitPrice, quote.currency, rfq.unit)} (${formatPrice(quote.totalPrice, quote.currency)}), ${incotermWithPlace(quote.incoterm, quote.incotermPlace)}, ready ${quote.leadTimeDays} days after the order, is placed with ${quote.vendor.name}. The other quotes are not selected.`}
      confirmLabel="Accept and order"
      pendingLabel="Ordering..."
      onConfirm={async () => {
        try {
          const order = await acceptQuote(quote.id, quote.version, key);
          notify({
            title: 'Order placed',
            description: `Order #${formatOrderNumber(order.id)} is waiting for ${quote.vendor.name} to confirm it.`,
            type: 'success',
          });
          navigate('/orders');
        } catch (error) {
          notify({
            title: 'Error',
            description: whatWentWrong(error, 'Could not accept the quote.'),
            type: 'error',
          });
          throw error;
        }
      }}
    />
  );
}

function QuoteActions({ rfq, quote }: { rfq: Rfq; quote: Quote }) {
  const { declineQuote } = useTradeActions();
  const message = `/messages/new?vendorId=${quote.vendor.id}&rfqId=${rfq.id}`;
  if (quote.status !== 'submitted' || rfq.status !== 'open') {
    return (
      <ButtonLink size="small" tone="secondary" href={message}>
        Message
      </ButtonLink>
    );
  }
  return (
    <>
      <AcceptButton rfq={rfq} quote={quote} />
      <Button
        size="small"
        tone="secondary"
        aria-label={`Decline the quote from ${quote.vendor.name}`}
        onClick={() =>
          void declineQuote(quote.id).catch((error: unknown) =>
            notify({
              title: 'Error',
              description: whatWentWrong(error, 'Could not decline the quote.'),
              type: 'error',
            }),
          )
        }
      >
        Decline
      </Button>
      <ButtonLink size="small" tone="secondary" href={message} aria-label={`Message ${quote.vendor.name}`}>
        Message
      </ButtonLink>
    </>
  );
}

function BuyerRequest({ rfq }: { rfq: Rfq }) {
  const { cancelRfq } = useTradeActions();
  const byQuote = new Map(rfq.quotes.map((quote) => [quote.id, quote]));
  return (
    <>
      <header className={page.headerRow}>
        <h1 className={page.title}>{rfq.title}</h1>
        {rfq.status === 'open' && (
          <div className={page.toolbar}>
            <DialogButton
              label="Run an Auction"
              tone="secondary"
              dialog={(close) => <RunAuctionDialog rfq={rfq} onClose={close} />}
            />
            <ConfirmDialog
              trigger="Cancel Request"
              triggerTone="danger"
              title="Cancel this request?"
              description="Suppliers can no longer quote, and the quotes you have are not selected. This cannot be undone."
              confirmLabel="Cancel request"
              pendingLabel="Cancelling..."
              onConfirm={() => cancelRfq(rfq.id)}
            />
          </div>
        )}
      </header>
      <RfqSummary rfq={rfq} />
      <QuoteComparison
        caption={`${rfq.quotes.length === 1 ? '1 quote' : `${rfq.quotes.length} quotes`} from suppliers`}
        quotes={comparedQuotes(rfq.quotes, rfq.unit)}
        emptyText={
          rfq.status === 'open'
            ? 'No quotes yet: suppliers of this category have been told.'
            : 'No quotes came.'
        }
        actions={(compared) => <QuoteActions rfq={rfq} quote={byQuote.get(compared.id)!} />}
      />
    </>
  );
}

/** A buyer's request and the quotes on it, side by side, to accept, decline or discuss. */
export default function RfqDetail() {
  const { id } = useParams();
  const rfqId = Number(id);
  if (!Number.isInteger(rfqId) || rfqId < 1) return <NotFound />;
  return (
    <div className={page.stack}>
      <SignedIn>
        {(user) => (
          <LoadedRequest id={rfqId} title="Request for Quotation">
            {(rfq) =>
              // A supplier reads a request where it quotes.
              rfq.buyer.id === user.companyId ? (
                <BuyerRequest rfq={rfq} />
              ) : (
                <Navigate replace to={`/vendor/rfqs/${rfq.id}`} />
              )
            }
          </LoadedRequest>
        )}
      </SignedIn>
    </div>
  );
}
