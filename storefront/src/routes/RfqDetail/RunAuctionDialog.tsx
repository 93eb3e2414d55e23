import type { RfqDetail as Rfq } from '@rawex/api/contracts';
import { formatQuantity, Select } from '@rawex/ui-kit';
import {
  AUCTION_TERM_LABELS,
  AUCTION_TERMS_DEFAULT,
  AuctionTermsFields,
  auctionTermsBody,
  checkAuction,
  type AuctionTerms,
} from '../../auctions/AuctionTermsFields';
import { LimitPriceFields } from '../../auctions/LimitPriceFields';
import { useStartAuction } from '../../auctions/start-auction';
import { FormDialog } from '../../forms/FormDialog';
import { useApiForm } from '../../forms/use-api-form';

const LABELS = { ...AUCTION_TERM_LABELS, lots: 'Lots', invitedCompanyIds: 'Who may bid' };
const LOT_LABELS = { ceilingPrice: 'Ceiling price' };

/** The suppliers who quoted on the request, each once. */
const quotedBy = (rfq: Rfq) => [...new Set(rfq.quotes.map((quote) => quote.vendor.id))];

/** How the request's quantity may be split into equal lots of whole units: 1 to 5 lots. */
const lotCounts = (quantity: number) => [1, 2, 3, 4, 5].filter((count) => quantity % count === 0);

/**
 * The buyer puts its open request to a reverse auction, now or at a time it picks: what it asks
 * for in one lot or several equal ones, bid down by the suppliers who quoted or by every verified
 * supplier of its category.
 */
export default function RunAuctionDialog({ rfq, onClose }: { rfq: Rfq; onClose: () => void }) {
  const startAuction = useStartAuction('The bidders are told');
  const quoted = quotedBy(rfq);
  const form = useApiForm({
    terms: AUCTION_TERMS_DEFAULT,
    lotCount: '1',
    ceilingPrice: '',
    showCeiling: false,
    bidders: quoted.length > 0 ? 'quoted' : 'category',
  });
  const setTerm = <Key extends keyof AuctionTerms>(key: Key, value: AuctionTerms[Key]) =>
    form.set('terms', { ...form.values.terms, [key]: value });
  const check = (values: typeof form.values) => {
    const ceiling = values.ceilingPrice.trim();
    const count = Number(values.lotCount);
    return checkAuction(
      {
        direction: 'reverse',
        rfqId: rfq.id,
        title: rfq.title,
        currency: rfq.currency,
        ...auctionTermsBody(values.terms),
        lots: Array.from({ length: count }, (_, index) => ({
          title: count === 1 ? rfq.title : `${rfq.title}, lot ${index + 1} of ${count}`,
          quantity: rfq.quantity / count,
          unit: rfq.unit,
          incoterm: rfq.incoterm,
          incotermPlace: rfq.incotermPlace,
          ...(rfq.incotermPlaceCode ? { incotermPlaceCode: rfq.incotermPlaceCode } : {}),
          ...(ceiling ? { ceilingPrice: ceiling, showLimit: values.showCeiling } : {}),
        })),
        ...(values.bidders === 'quoted' ? { invitedCompanyIds: quoted } : {}),
      },
      LABELS,
      LOT_LABELS,
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
  const lotOptions = lotCounts(rfq.quantity).map((count) => ({
    value: String(count),
    label:
      count === 1
        ? `One lot of ${formatQuantity(rfq.quantity, rfq.unit)}`
        : `${count} lots of ${formatQuantity(rfq.quantity / count, rfq.unit)}, each awarded apart`,
  }));
  const perUnit = `${rfq.currency} per ${rfq.unit}`;
  return (
    <FormDialog
      title="Run an auction"
      description={`Suppliers bid ${perUnit} down for this request until it closes; you award each lot after.`}
      submitLabel="Start the auction"
      busyLabel="Starting..."
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={form.submitChecked(check, startAuction, 'Could not start the auction.')}
    >
      {lotOptions.length > 1 && (
        <Select
          label={LABELS.lots}
          options={lotOptions}
          value={form.values.lotCount}
          onChange={(lotCount) => form.set('lotCount', lotCount)}
          error={form.errors.lots}
        />
      )}
      <LimitPriceFields
        direction="reverse"
        perUnit={perUnit}
        price={form.values.ceilingPrice}
        shown={form.values.showCeiling}
        onPrice={(price) => form.set('ceilingPrice', price)}
        onShown={(shown) => form.set('showCeiling', shown)}
        error={form.errors.ceilingPrice}
      />
      <AuctionTermsFields terms={form.values.terms} errors={form.errors} onChange={setTerm} unit={perUnit} />
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
