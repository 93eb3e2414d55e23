import { PRODUCT_ATTRIBUTES, type ProductDetail } from '@rawex/api/contracts';
import {
  ButtonLink,
  type ComparisonRow,
  EmptyState,
  formatPrice,
  formatQuantity,
  perUnitLabel,
  ProductComparison,
  RatingStars,
  Loaded,
  Skeleton,
  TextField,
  VerifiedBadge,
  formatEstimate,
} from '@rawex/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useCertificationNames, useProduct, useProductPrice } from '../../data/catalogue';
import { comparedIdsOf, MAX_COMPARED, setCompared, useComparedIds } from '../../data/compare';
import { useSettled } from '../../hooks/use-settled';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { useQueryParams } from '../../navigation/use-query-params';
import { ATTRIBUTE_LABELS, attributeText } from '../../products/product-attributes';
import { responseRateText } from '../../trade/trade-format';
import { useEstimates, type Estimates } from '../../money/display-currency';
import * as page from '../../styles/page.css';
import * as styles from './Compare.css';

/** The products of the address, read side by side: MAX_COMPARED reads, as hooks never vary in number. */
function useComparedProducts(ids: readonly number[]) {
  const reads = [
    useProduct(ids[0] ?? null),
    useProduct(ids[1] ?? null),
    useProduct(ids[2] ?? null),
    useProduct(ids[3] ?? null),
  ].slice(0, MAX_COMPARED);
  const wanted = reads.slice(0, ids.length);
  return {
    products: wanted.every((read) => read.product) ? wanted.map((read) => read.product!) : undefined,
    failed: wanted.some((read) => read.error),
  };
}

/**
 * The compared products' prices at a quantity, as the API prices them: MAX_COMPARED reads, as
 * hooks never vary in number.
 */
function useComparedPrices(ids: readonly number[], quantity: number | null) {
  return [
    useProductPrice(ids[0] ?? null, quantity),
    useProductPrice(ids[1] ?? null, quantity),
    useProductPrice(ids[2] ?? null, quantity),
    useProductPrice(ids[3] ?? null, quantity),
  ].slice(0, ids.length);
}

/** A product's price at the quantity asked for; below its minimum, at its minimum. */
function priceAt(
  product: ProductDetail,
  read: ReturnType<typeof useProductPrice>,
  asked: number,
  estimateOf: Estimates['estimateOf'],
) {
  const { price, error } = read;
  if (error && !price) return 'Not available';
  if (!price) return <Skeleton height="2.5rem" />;
  const estimate = estimateOf(price.unitPrice, product.currency);
  return (
    <>
      {formatPrice(price.unitPrice, product.currency)} {perUnitLabel(product.unit)}
      <br />
      {estimate && (
        <>
          <span className={page.muted}>{formatEstimate(estimate)}</span>
          <br />
        </>
      )}
      <span className={page.muted}>
        {price.quantity > asked
          ? `its minimum, ${formatQuantity(price.quantity, product.unit)}`
          : `for ${formatQuantity(price.quantity, product.unit)}`}
      </span>
    </>
  );
}

function comparisonRows(
  products: readonly ProductDetail[],
  prices: readonly ReturnType<typeof useProductPrice>[],
  quantity: number,
  certificationNames: ReadonlyMap<string, string>,
  estimateOf: Estimates['estimateOf'],
): ComparisonRow[] {
  return [
    {
      label: 'Price',
      values: products.map((product, index) => priceAt(product, prices[index]!, quantity, estimateOf)),
    },
    {
      label: 'Minimum order',
      values: products.map((product) => formatQuantity(product.minimumOrder, product.unit)),
    },
    ...PRODUCT_ATTRIBUTES.map((attribute) => ({
      label: ATTRIBUTE_LABELS[attribute],
      values: products.map((product) => attributeText(product, attribute, certificationNames)),
    })),
    {
      label: 'Supplier',
      values: products.map((product) => (
        <>
          {product.vendor.companyName ?? product.vendor.username}{' '}
          <VerifiedBadge isVerified={product.vendor.isVerified} />
        </>
      )),
    },
    {
      label: 'Supplier rating',
      values: products.map((product) => (
        <RatingStars value={product.vendor.rating} count={product.vendor.reviewCount} />
      )),
    },
    {
      label: 'Response rate',
      values: products.map((product) => responseRateText(product.vendor.responseRate) ?? 'Not known yet'),
    },
  ];
}

/** `/compare?ids=…`: up to four products side by side, priced at the quantity the buyer asks. */
export default function Compare() {
  const { params, update } = useQueryParams();
  const ids = comparedIdsOf(params.get('ids'));
  const { products, failed } = useComparedProducts(ids);
  const names = useCertificationNames();
  const { estimateOf } = useEstimates();
  const [quantityTyped, setQuantity] = useState('');
  usePageTitle('Compare products');
  const largestMinimum = Math.max(...(products ?? []).map((product) => product.minimumOrder), 1);
  // Asked of the API once the typing settles; the largest minimum until a quantity is typed.
  const typed = useSettled(quantityTyped);
  const quantity = Number(typed) > 0 ? Math.floor(Number(typed)) : largestMinimum;
  const prices = useComparedPrices(ids, products ? quantity : null);

  // What the address compares is what the product pages offer to add to.
  const idsKey = ids.join(',');
  useEffect(() => {
    if (idsKey) setCompared(comparedIdsOf(idsKey));
  }, [idsKey]);
  // Arriving at an address that names none, compare what was picked on the listing and the
  // product pages (known once the page runs in the browser).
  const pickedKey = useComparedIds().join(',');
  const arrivedNamingNone = useRef(ids.length === 0);
  useEffect(() => {
    if (!arrivedNamingNone.current || !pickedKey) return;
    arrivedNamingNone.current = false;
    update({ ids: pickedKey });
  }, [pickedKey, update]);

  if (ids.length === 0) {
    return (
      <div className={page.stack}>
        <h1 className={page.title}>Compare products</h1>
        <EmptyState
          title="Nothing to compare yet"
          description="Press Add to compare on up to four product pages, then compare them here."
          actions={<ButtonLink href="/products">Browse produce</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Compare products</h1>
        <p className={page.subtitle}>Prices are each product’s own ladder at the quantity you ask for.</p>
      </header>
      <div className={styles.quantity}>
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          placeholder={String(largestMinimum)}
          hint="In each product’s own unit; blank: the largest minimum order."
          value={quantityTyped}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <Loaded
        data={products}
        failed={failed && <LoadFailed title="Failed to fetch the products to compare" />}
        placeholder={<Skeleton height="24rem" />}
      >
        {(products) => (
          <ProductComparison
            caption={`Comparing ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
            products={products.map((product) => ({
              id: product.id,
              name: product.name,
              href: `/products/${product.id}`,
              image: product.images[0] ?? null,
            }))}
            rows={comparisonRows(products, prices, quantity, names, estimateOf)}
            onRemove={(id) => {
              const rest = ids.filter((other) => other !== id);
              setCompared(rest);
              update({ ids: rest.join(',') });
            }}
          />
        )}
      </Loaded>
    </div>
  );
}
