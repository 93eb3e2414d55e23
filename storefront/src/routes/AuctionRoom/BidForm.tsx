import type { Auction, AuctionLot } from '@rawex/api/contracts';
import { placeBidBodySchema } from '@rawex/api/contracts';
import { Button, formatPrice, formatUnitPrice, Select, TextField } from '@rawex/ui-kit';
import { useBid } from '../../data/auctions';
import { useSession } from '../../data/session';
import { useQuotableProducts } from '../../data/trade';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { notify } from '../../notices/notify';

const LABELS = {
  price: 'Your price',
  productId: 'Product offered',
  lotId: 'Lot',
  poNumber: 'Purchase-order number',
};

/** The products a supplier may offer in a reverse auction: its own on sale. */
function OfferedProduct({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { user } = useSession();
  const products = useQuotableProducts(user!.companyId);
  return (
    <Select
      label={LABELS.productId}
      options={(products ?? []).map((product) => ({
        value: String(product.id),
        label: `${product.name} — ${formatUnitPrice(product.price, product.currency, product.unit)}`,
      }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A bid on a lot, the price it must reach shown as it moves, checked as the API checks it. */
export function BidForm({
  auction,
  lot,
  onPlaced,
}: {
  auction: Auction;
  lot: AuctionLot;
  onPlaced: (next: Auction) => Promise<unknown>;
}) {
  const bid = useBid(auction, onPlaced);
  const reverse = auction.direction === 'reverse';
  // The price to beat moves as others bid: it is shown beside the field, live, never typed in for the bidder.
  const form = useApiForm({ price: '', productId: '', poNumber: '' });
  const bound =
    lot.nextBid &&
    `${lot.nextBid.rule === 'at_most' ? 'At most' : 'At least'} ${formatPrice(lot.nextBid.price, auction.currency)}`;
  // The API's contract, and what a reverse auction asks besides: the product offered.
  const check = (values: typeof form.values) => {
    const checked = checkAgainst(
      placeBidBodySchema,
      {
        lotId: lot.id,
        price: values.price,
        ...(reverse && values.productId ? { productId: Number(values.productId) } : {}),
        ...(!reverse && values.poNumber.trim() ? { poNumber: values.poNumber.trim() } : {}),
      },
      LABELS,
    );
    if (!reverse || values.productId) return checked;
    return {
      errors: {
        ...checked.errors,
        productId: `${LABELS.productId}: choose which of your products you offer`,
      },
    };
  };
  return (
    <LiveForm
      onSubmit={form.submitChecked(
        check,
        async (body) => {
          const placed = await bid(body);
          form.set('price', '');
          notify({
            type: 'success',
            title: 'Bid taken',
            description: `${formatPrice(placed.price, auction.currency)} per ${lot.unit} on lot ${lot.position}: rank ${placed.lot.yourBid?.rank ?? '–'}.`,
          });
        },
        'Could not place the bid.',
      )}
    >
      {reverse && (
        <OfferedProduct
          value={form.values.productId}
          onChange={(id) => form.set('productId', id)}
          error={form.errors.productId}
        />
      )}
      <TextField
        label={`${LABELS.price} (${auction.currency} per ${lot.unit})`}
        inputMode="decimal"
        value={form.values.price}
        onChange={(event) => form.set('price', event.target.value)}
        hint={bound ?? 'Any price within the limit: the first bid'}
        error={form.errors.price}
      />
      {!reverse && (
        <TextField
          label={LABELS.poNumber}
          value={form.values.poNumber}
          onChange={(event) => form.set('poNumber', event.target.value)}
          hint="If your firm requires one: the order an award places carries it."
          error={form.errors.poNumber}
        />
      )}
      <FormProblem problem={form.errors.form ?? null} />
      <Button type="submit" disabled={form.busy}>
        Bid on lot {lot.position}
      </Button>
    </LiveForm>
  );
}
