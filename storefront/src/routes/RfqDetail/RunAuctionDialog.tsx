import type { RfqDetail as Rfq } from '@rawex/api/contracts';
import { createAuctionBodySchema } from '@rawex/api/contracts';
import { AUCTION_VISIBILITIES, AUCTION_VISIBILITY_LABELS } from '@rawex/api/contracts/auction-values';
import { formatDateTime, Select, Switch, TextField } from '@rawex/ui-kit';
import { useNavigate } from 'react-router-dom';
import { createAuction } from '../../data/auctions';
import { checkAgainst } from '../../forms/check-against';
import { FormDialog } from '../../forms/FormDialog';
import { useApiForm } from '../../forms/use-api-form';
import { notify } from '../../notices/notify';

const LABELS = {
  endsAt: 'Runs for',
  lots: 'Ceiling price',
  step: 'Minimum step',
  visibility: 'Bidders see',
  invitedCompanyIds: 'Who may bid',
};

const DURATIONS = [
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '240', label: '4 hours' },
  { value: '1440', label: '1 day' },
];

const VISIBILITY_OPTIONS = AUCTION_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: AUCTION_VISIBILITY_LABELS[visibility],
}));

/** The suppliers who quoted on the request, each once. */
const quotedBy = (rfq: Rfq) => [...new Set(rfq.quotes.map((quote) => quote.vendor.id))];

/**
 * The buyer puts its open request to a reverse auction, opening now: one lot of what it asks
 * for, bid down by the suppliers who quoted or by every verified supplier of its category.
 */
export default function RunAuctionDialog({ rfq, onClose }: { rfq: Rfq; onClose: () => void }) {
  const navigate = useNavigate();
  const quoted = quotedBy(rfq);
  const form = useApiForm({
    minutes: '60',
    ceilingPrice: '',
    showCeiling: false,
    step: '',
    visibility: 'leading_price' as (typeof AUCTION_VISIBILITIES)[number],
    bidders: quoted.length > 0 ? 'quoted' : 'category',
  });
  const check = (values: typeof form.values) => {
    const startsAt = new Date();
    const ceiling = values.ceilingPrice.trim();
    return checkAgainst(
      createAuctionBodySchema,
      {
        direction: 'reverse',
        rfqId: rfq.id,
        title: rfq.title,
        currency: rfq.currency,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + Number(values.minutes) * 60_000).toISOString(),
        lots: [
          {
            title: rfq.title,
            quantity: rfq.quantity,
            unit: rfq.unit,
            incoterm: rfq.incoterm,
            incotermPlace: rfq.incotermPlace,
            ...(rfq.incotermPlaceCode ? { incotermPlaceCode: rfq.incotermPlaceCode } : {}),
            ...(ceiling ? { ceilingPrice: ceiling, showLimit: values.showCeiling } : {}),
          },
        ],
        step: { kind: 'amount', value: values.step.trim(), from: 'leading' },
        visibility: values.visibility,
        ...(values.bidders === 'quoted' ? { invitedCompanyIds: quoted } : {}),
      },
      LABELS,
    );
  };
  const bidderOptions = [
    ...(quoted.length > 0
      ? [
          {
            value: 'quoted',
            label: `The ${quoted.length === 1 ? 'supplier' : `${quoted.length} suppliers`} who quoted`,
          },
        ]
      : []),
    { value: 'category', label: `Every verified supplier of ${rfq.category.name}` },
  ];
  return (
    <FormDialog
      title="Run an auction"
      description={`Suppliers bid ${rfq.currency} per ${rfq.unit} down for this request, from now until it closes; you award the lot after.`}
      submitLabel="Start the auction"
      busyLabel="Starting..."
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={form.submitChecked(
        check,
        async (body) => {
          const auction = await createAuction(body);
          notify({
            type: 'success',
            title: 'Auction started',
            description: `The bidders are told; it closes ${formatDateTime(auction.endsAt)}.`,
          });
          navigate(`/auction/${auction.id}`);
        },
        'Could not start the auction.',
      )}
    >
      <Select
        label={LABELS.endsAt}
        options={DURATIONS}
        value={form.values.minutes}
        onChange={(minutes) => form.set('minutes', minutes)}
        error={form.errors.endsAt}
      />
      <TextField
        label={`${LABELS.lots} (${rfq.currency} per ${rfq.unit})`}
        inputMode="decimal"
        value={form.values.ceilingPrice}
        onChange={(event) => form.set('ceilingPrice', event.target.value)}
        hint="The most you pay; empty for none."
        error={form.errors.lots ?? form.errors['lots.0.ceilingPrice']}
      />
      <Switch
        label="Show the ceiling to bidders"
        checked={form.values.showCeiling}
        onChange={(checked) => form.set('showCeiling', checked)}
        disabled={!form.values.ceilingPrice.trim()}
      />
      <TextField
        label={`${LABELS.step} (${rfq.currency} per ${rfq.unit})`}
        inputMode="decimal"
        value={form.values.step}
        onChange={(event) => form.set('step', event.target.value)}
        hint="How much each bid must beat the leading one by."
        error={form.errors.step ?? form.errors['step.value']}
      />
      <Select
        label={LABELS.visibility}
        options={VISIBILITY_OPTIONS}
        value={form.values.visibility}
        onChange={(visibility) => form.set('visibility', visibility)}
        error={form.errors.visibility}
      />
      <Select
        label={LABELS.invitedCompanyIds}
        options={bidderOptions}
        value={form.values.bidders}
        onChange={(bidders) => form.set('bidders', bidders)}
        error={form.errors.invitedCompanyIds}
      />
    </FormDialog>
  );
}
