import type { Me, ProductDetail as Product, ProductPrice } from '@rawex/api/contracts';
import { Badge, Button, formatPrice, formatQuantity, perUnitLabel, QuantityStepper } from '@rawex/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToCart, useOrderSample } from '../../data/cart';
import { useShippingAddresses } from '../../data/company';
import { useSession } from '../../data/session';
import { signInAddress } from '../../navigation/next-path';
import { notify } from '../../notices/notify';
import { notifySentForApproval } from '../../orders/sent-for-approval';
import type { Shipping } from '../../orders/ShippingDialog';
import * as page from '../../styles/page.css';
import * as styles from './ProductDetail.css';

/** What a buyer does on a product's page: the quantity and what it costs, Add to Cart, the sample. */

// Opened on Get Sample only: the dialog's code (Ark's dialog and select) is fetched then.
const ShippingDialog = lazy(() =>
  import('../../orders/ShippingDialog').then(({ ShippingDialog }) => ({ default: ShippingDialog })),
);

/** Where to ship a sample, from the firm's addresses (read once it is asked, never for the page). */
function SampleDialog({
  product,
  sample,
  user,
  onOpenChange,
  onPlace,
}: {
  product: Product;
  sample: NonNullable<Product['sample']>;
  user: Me | null | undefined;
  onOpenChange: (open: boolean) => void;
  onPlace: (shipping: Shipping) => Promise<void>;
}) {
  const { addresses, defaultAddress } = useShippingAddresses(user);
  return (
    <ShippingDialog
      title="Order a sample"
      description={`${formatQuantity(sample.quantity, product.unit)} of ${product.name} for ${formatPrice(sample.price, product.currency)}, on its own order. A buyer may order one sample of each product.`}
      submitLabel="Order Sample"
      askPoNumber
      defaultAddress={defaultAddress}
      addresses={addresses}
      onOpenChange={onOpenChange}
      onPlace={onPlace}
    />
  );
}

/** "Get Sample": a product's sample ordered on its own, once, after asking where to ship it. */
export function SampleOffer({
  product,
  sample,
}: {
  product: Product;
  sample: NonNullable<Product['sample']>;
}) {
  const { user, known } = useSession();
  const orderSample = useOrderSample();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.sample}>
      <span>
        Sample: {formatQuantity(sample.quantity, product.unit)} for{' '}
        {formatPrice(sample.price, product.currency)}
      </span>
      {/* The same button signed in or out, so the page the server sent hydrates as it is. */}
      <Button
        tone="secondary"
        onClick={async () => {
          if (await known()) setAsking(true);
          else navigate(signInAddress(`/products/${product.id}`));
        }}
      >
        Get Sample
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <SampleDialog
            product={product}
            sample={sample}
            user={user}
            onOpenChange={setAsking}
            onPlace={async (shipping) => {
              const outcome = await orderSample(product.id, shipping);
              setAsking(false);
              if ('approval' in outcome) {
                notifySentForApproval();
                navigate('/approvals');
                return;
              }
              notify({ title: 'Sample ordered', description: 'It is on your orders.', type: 'success' });
              navigate('/orders');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** What the quantity chosen costs, as the API prices it: its rung, the total and the next rung up. */
function LinePrice({ product, price }: { product: Product; price: ProductPrice | undefined }) {
  if (!price) return null;
  const perUnit = perUnitLabel(product.unit);
  return (
    <p className={page.muted} aria-live="polite">
      {formatQuantity(price.quantity, product.unit)} at {formatPrice(price.unitPrice, product.currency)}{' '}
      {perUnit}: <strong>{formatPrice(price.lineTotal, product.currency)}</strong>
      {price.nextTier &&
        ` · from ${formatQuantity(price.nextTier.minQuantity, product.unit)}: ${formatPrice(price.nextTier.price, product.currency)} ${perUnit}`}
    </p>
  );
}

export function Purchase({
  product,
  quantity,
  onQuantityChange,
  price,
}: {
  product: Product;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  price: ProductPrice | undefined;
}) {
  const [adding, setAdding] = useState(false);
  const addToCart = useAddToCart();
  const soldOut = product.availableQuantity < product.minimumOrder;
  const add = async () => {
    setAdding(true);
    try {
      await addToCart(product, quantity);
    } finally {
      setAdding(false);
    }
  };
  if (soldOut) return <Badge tone="warning">Out of stock</Badge>;
  return (
    <div>
      <div className={styles.buy}>
        <QuantityStepper
          label={`Quantity of ${product.name}`}
          value={quantity}
          min={product.minimumOrder}
          max={product.availableQuantity}
          step={product.orderMultiple}
          onChange={onQuantityChange}
        />
        <Button disabled={adding} onClick={() => void add()}>
          {adding ? 'Adding...' : 'Add to Cart'}
        </Button>
      </div>
      <LinePrice product={product} price={price} />
    </div>
  );
}
