import type { Auction, AuctionLot } from '@rawex/api/contracts';
import { awardLotBodySchema } from '@rawex/api/contracts';
import { Button, formatOrderNumber, formatPrice, Select, TextField } from '@rawex/ui-kit';
import { useAward } from '../../data/auctions';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { notify } from '../../notices/notify';

const LABELS = { bidId: 'Award to', reason: 'Reason', poNumber: 'Purchase-order number' };
const NOT_AWARDED = 'none';

/**
 * The owner decides a closed lot: to one of its standing bids, the best first, or to none. The
 * API says when a reason is needed (another than the best bid, beyond the limit, none at all)
 * and whether the firm requires a purchase-order number.
 */
export function AwardForm({
  auction,
  lot,
  onDecided,
}: {
  auction: Auction;
  lot: AuctionLot;
  onDecided: () => Promise<unknown>;
}) {
  const award = useAward(auction.id, lot.id);
  const ranking = lot.ranking ?? [];
  const form = useApiForm({ choice: String(ranking[0]?.bidId ?? NOT_AWARDED), reason: '', poNumber: '' });
  const options = [
    ...ranking.map((row) => ({
      value: String(row.bidId),
      label: `${row.rank}. ${row.bidder?.name ?? 'A bidder'}, ${formatPrice(row.price, auction.currency)}`,
    })),
    { value: NOT_AWARDED, label: 'No one: do not award the lot' },
  ];
  const check = (values: typeof form.values) =>
    checkAgainst(
      awardLotBodySchema,
      {
        bidId: values.choice === NOT_AWARDED ? null : Number(values.choice),
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
        ...(values.poNumber.trim() ? { poNumber: values.poNumber.trim() } : {}),
      },
      LABELS,
    );
  return (
    <LiveForm
      onSubmit={form.submitChecked(
        check,
        async (body) => {
          const decided = await award(body);
          notify({
            type: 'success',
            title: `Lot ${lot.position} decided`,
            description: decided.orderId
              ? `Awarded: order #${formatOrderNumber(decided.orderId)} is placed, and every bidder is told.`
              : 'Not awarded: every bidder is told.',
          });
          await onDecided();
        },
        'Could not decide the lot.',
      )}
    >
      <Select
        label={LABELS.bidId}
        options={options}
        value={form.values.choice}
        onChange={(choice) => form.set('choice', choice)}
        error={form.errors.bidId}
      />
      <TextField
        label={LABELS.reason}
        value={form.values.reason}
        onChange={(event) => form.set('reason', event.target.value)}
        hint="Needed to award another than the best bid, a bid beyond the limit, or no one."
        error={form.errors.reason}
      />
      {auction.direction === 'reverse' && (
        <TextField
          label={LABELS.poNumber}
          value={form.values.poNumber}
          onChange={(event) => form.set('poNumber', event.target.value)}
          hint="If your firm requires one on its orders."
          error={form.errors.poNumber}
        />
      )}
      <FormProblem problem={form.errors.form ?? null} />
      <Button type="submit" disabled={form.busy}>
        Decide lot {lot.position}
      </Button>
    </LiveForm>
  );
}
