import { INCOTERM_PLACE_OPTIONS } from '@rawex/api/contracts';
import {
  formatQuantity,
  formatUnitPrice,
  IncotermSelect,
  namedPlaceField,
  Select,
  TextField,
} from '@rawex/ui-kit';
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
import { useQuotableProducts } from '../../data/trade';
import { FormDialog } from '../../forms/FormDialog';
import { useApiForm } from '../../forms/use-api-form';

const LABELS = { ...AUCTION_TERM_LABELS, productId: 'Product' };
const LOT_LABELS = {
  quantity: 'Quantity',
  incoterm: 'Incoterm',
  incotermPlace: 'Named place',
  reservePrice: 'Reserve price',
};

/**
 * A supplier sells a lot of one of its products on sale by forward auction, now or at a time it
 * picks: buyers bid the price up, and every buyer who ordered or asked for quotes in the product's
 * category is told.
 */
export default function SellByAuctionDialog({ firmId, onClose }: { firmId: string; onClose: () => void }) {
  const startAuction = useStartAuction('Buyers are told');
  const products = useQuotableProducts(firmId) ?? [];
  const form = useApiForm({
    terms: AUCTION_TERMS_DEFAULT,
    productId: '',
    quantity: '',
    incoterm: 'FOB',
    incotermPlace: '',
    reservePrice: '',
    showReserve: false,
  });
  const product = products.find((each) => String(each.id) === form.values.productId);
  const setTerm = <Key extends keyof AuctionTerms>(key: Key, value: AuctionTerms[Key]) =>
    form.set('terms', { ...form.values.terms, [key]: value });
  const check = (values: typeof form.values) => {
    if (!product) return { errors: { productId: `${LABELS.productId}: choose which product the lot is of` } };
    const quantity = Number(values.quantity.trim());
    const reserve = values.reservePrice.trim();
    return checkAuction(
      {
        direction: 'forward',
        title: `${product.name}, ${formatQuantity(quantity, product.unit)}`,
        categoryId: product.categoryId,
        currency: product.currency,
        ...auctionTermsBody(values.terms),
        lots: [
          {
            title: product.name,
            quantity,
            unit: product.unit,
            incoterm: values.incoterm,
            incotermPlace: values.incotermPlace.trim(),
            productId: product.id,
            ...(reserve ? { reservePrice: reserve, showLimit: values.showReserve } : {}),
          },
        ],
      },
      LABELS,
      LOT_LABELS,
    );
  };
  const perUnit = product ? `${product.currency} per ${product.unit}` : 'per unit';
  return (
    <FormDialog
      title="Sell a lot by auction"
      description="Buyers bid the price up until it closes; every buyer who ordered or asked for quotes in its category is told. You award it after."
      submitLabel="Start the auction"
      busyLabel="Starting..."
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={form.submitChecked(check, startAuction, 'Could not start the auction.')}
    >
      <Select
        label={LABELS.productId}
        placeholder="Choose one of your products on sale"
        options={products.map((each) => ({
          value: String(each.id),
          label: `${each.name} — ${formatUnitPrice(each.price, each.currency, each.unit)}`,
        }))}
        value={form.values.productId}
        onChange={(productId) => form.set('productId', productId)}
        error={form.errors.productId}
      />
      <TextField
        label={`${LOT_LABELS.quantity}${product ? ` (${product.unit})` : ''}`}
        inputMode="numeric"
        value={form.values.quantity}
        onChange={(event) => form.set('quantity', event.target.value)}
        error={form.errors.quantity}
      />
      <IncotermSelect
        terms={INCOTERM_PLACE_OPTIONS}
        value={form.values.incoterm}
        onChange={(code) => form.set('incoterm', code)}
        error={form.errors.incoterm}
      />
      <TextField
        {...namedPlaceField(INCOTERM_PLACE_OPTIONS, form.values.incoterm)}
        value={form.values.incotermPlace}
        onChange={(event) => form.set('incotermPlace', event.target.value)}
        error={form.errors.incotermPlace}
      />
      <LimitPriceFields
        direction="forward"
        perUnit={perUnit}
        price={form.values.reservePrice}
        shown={form.values.showReserve}
        onPrice={(price) => form.set('reservePrice', price)}
        onShown={(shown) => form.set('showReserve', shown)}
        error={form.errors.reservePrice}
      />
      <AuctionTermsFields terms={form.values.terms} errors={form.errors} onChange={setTerm} unit={perUnit} />
    </FormDialog>
  );
}
