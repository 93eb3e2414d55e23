import type { Me, ProductDetail as Product, ProductPrice } from '@rawex/api/contracts';
import {
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  EmptyState,
  FALLBACK_PRODUCT_IMAGE,
  formatPrice,
  formatQuantity,
  Loaded,
  perUnitLabel,
  Picture,
  PriceLadder,
  QuantityStepper,
  Skeleton,
  specificationLabel,
  VendorCard,
  UNVERIFIED_MEANING,
  VerifiedBadge,
} from '@rawex/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCertificationNames, useProduct, useProductPrice } from '../../data/catalogue';
import { useSettled } from '../../hooks/use-settled';
import { givenAttributes } from '../../products/product-attributes';
import { compareAddress, toggleCompared, useComparedIds } from '../../data/compare';
import { useAddToCart, useOrderSample } from '../../data/cart';
import { useSession } from '../../data/session';
import { notifySentForApproval } from '../../orders/sent-for-approval';
import type { Shipping } from '../../orders/ShippingDialog';
import { useShippingAddresses } from '../../data/company';
import { notify } from '../../notices/notify';
import { usePageTitle } from '../../navigation/page-title';
import { useNotFound } from '../../server-rendering/server-render';
import { signInAddress } from '../../navigation/next-path';
import * as page from '../../styles/page.css';
import { newRequestFor } from '../../trade/new-request';
import * as styles from './ProductDetail.css';
import { LoadFailed } from '../../loading/LoadFailed';

const VendorReviews = lazy(() => import('./VendorReviews'));

// Opened on Get Sample only: the dialog's code (Ark's dialog and select) is fetched then.
const ShippingDialog = lazy(() =>
  import('../../orders/ShippingDialog').then(({ ShippingDialog }) => ({ default: ShippingDialog })),
);

type Media = { kind: 'image' | 'video'; url: string };

function Gallery({ product }: { product: Product }) {
  const media: Media[] = [
    ...product.images.map((url) => ({ kind: 'image' as const, url })),
    ...product.videos.map((url) => ({ kind: 'video' as const, url })),
  ];
  const [shownIndex, setShownIndex] = useState(0);
  const shown = media[shownIndex] ?? { kind: 'image', url: FALLBACK_PRODUCT_IMAGE };
  return (
    <div className={page.section}>
      {shown.kind === 'image' ? (
        <Picture
          className={styles.stage}
          src={shown.url}
          fallback={FALLBACK_PRODUCT_IMAGE}
          sizes="(max-width: 767px) 100vw, 620px"
          alt={product.name}
          width={640}
          height={480}
          fetchPriority="high"
        />
      ) : (
        <video
          className={styles.stage}
          src={shown.url}
          controls
          preload="metadata"
          aria-label={`Video of ${product.name}`}
        />
      )}
      {media.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Pictures and videos">
          {media.map((item, index) => (
            <li key={item.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === shownIndex}
                aria-label={`${item.kind === 'image' ? 'Picture' : 'Video'} ${index + 1} of ${media.length}`}
                onClick={() => setShownIndex(index)}
              >
                {item.kind === 'image' ? (
                  <Picture
                    className={styles.thumbnailImage}
                    src={item.url}
                    fallback={FALLBACK_PRODUCT_IMAGE}
                    sizes="72px"
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span aria-hidden="true">▶</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
      description={`${formatQuantity(sample.quantity, product.unit)} of ${product.name} for ${formatPrice(sample.price)}, on its own order. A buyer may order one sample of each product.`}
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
function SampleOffer({ product, sample }: { product: Product; sample: NonNullable<Product['sample']> }) {
  const { user, known } = useSession();
  const orderSample = useOrderSample();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.sample}>
      <span>
        Sample: {formatQuantity(sample.quantity, product.unit)} for {formatPrice(sample.price)}
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
      {formatQuantity(price.quantity, product.unit)} at {formatPrice(price.unitPrice)} {perUnit}:{' '}
      <strong>{formatPrice(price.lineTotal)}</strong>
      {price.nextTier &&
        ` · from ${formatQuantity(price.nextTier.minQuantity, product.unit)}: ${formatPrice(price.nextTier.price)} ${perUnit}`}
    </p>
  );
}

function Purchase({
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

/** Puts the product beside others on /compare, and leads there once two are picked. */
function CompareControls({ product }: { product: Product }) {
  const ids = useComparedIds();
  const picked = ids.includes(product.id);
  return (
    <>
      <Button tone="secondary" aria-pressed={picked} onClick={() => toggleCompared(product.id)}>
        {picked ? 'Remove from compare' : 'Add to compare'}
      </Button>
      {ids.length >= 2 && picked && (
        <ButtonLink href={compareAddress(ids)}>Compare ({ids.length})</ButtonLink>
      )}
    </>
  );
}

/** The typed attributes the product gives, then its free specifications. */
function Specifications({ product }: { product: Product }) {
  const names = useCertificationNames();
  const rows = [
    ...givenAttributes(product, names).map(({ label, text }) => [label, text] as const),
    ...Object.entries(product.specifications).map(
      ([name, value]) => [specificationLabel(name), String(value)] as const,
    ),
  ];
  if (rows.length === 0) return <p className={page.muted}>No specifications given.</p>;
  return (
    <dl className={styles.facts}>
      {rows.map(([label, text]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.detail}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProductView({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(product.minimumOrder);
  const { price } = useProductPrice(product.id, useSettled(quantity));
  const navigate = useNavigate();
  const parentCrumb = { label: product.category.name, href: `/category/${product.category.slug}` };
  return (
    <div className={page.stack}>
      <Breadcrumbs
        onBack={() => navigate(-1)}
        items={[
          { label: 'Home', href: '/' },
          { label: 'Produce', href: '/products' },
          parentCrumb,
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <Gallery product={product} />
        <div className={page.section}>
          <h1 className={page.title}>{product.name}</h1>
          <p>
            <span className={styles.price}>{formatPrice(product.price)}</span>{' '}
            <span className={page.muted}>{perUnitLabel(product.unit)}</span>
          </p>
          <PriceLadder
            price={product.price}
            minimumOrder={product.minimumOrder}
            orderMultiple={product.orderMultiple}
            unit={product.unit}
            tiers={product.priceTiers}
            reachedFrom={price && (price.tier?.minQuantity ?? product.minimumOrder)}
          />
          <dl className={styles.facts}>
            <dt className={styles.term}>Minimum order</dt>
            <dd className={styles.detail}>{formatQuantity(product.minimumOrder, product.unit)}</dd>
            <dt className={styles.term}>Available</dt>
            <dd className={styles.detail}>{formatQuantity(product.availableQuantity, product.unit)}</dd>
            <dt className={styles.term}>Supplier</dt>
            <dd className={styles.detail}>
              {product.vendor.companyName ?? product.vendor.username}{' '}
              <VerifiedBadge isVerified={product.vendor.isVerified} />
              {!product.vendor.isVerified && (
                <span className={page.muted}> Not yet verified: {UNVERIFIED_MEANING}.</span>
              )}
            </dd>
            <dt className={styles.term}>SKU</dt>
            <dd className={styles.detail}>{product.sku}</dd>
          </dl>
          <Purchase product={product} quantity={quantity} onQuantityChange={setQuantity} price={price} />
          {product.sample && <SampleOffer product={product} sample={product.sample} />}
          <div className={styles.trade}>
            <ButtonLink
              tone="secondary"
              href={`/messages/new?vendorId=${product.vendorId}&productId=${product.id}`}
            >
              Contact Supplier
            </ButtonLink>
            <ButtonLink tone="secondary" href={newRequestFor(product)}>
              Request Quote
            </ButtonLink>
            <CompareControls product={product} />
          </div>
          <p className={styles.description}>{product.description}</p>
        </div>
      </div>
      <div className={page.twoColumns}>
        <section className={page.panel} aria-labelledby="specifications-heading">
          <h2 id="specifications-heading" className={page.sectionTitle}>
            Specifications
          </h2>
          <Specifications product={product} />
        </section>
        <section className={page.section} aria-labelledby="supplier-heading">
          <h2 id="supplier-heading" className={page.sectionTitle}>
            Supplier
          </h2>
          <VendorCard vendor={product.vendor} />
        </section>
      </div>
      <Suspense fallback={<Skeleton height="12rem" />}>
        <VendorReviews vendorId={product.vendorId} />
      </Suspense>
    </div>
  );
}

export default function ProductDetailPage() {
  const { id } = useParams();
  const productId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const { product, error } = useProduct(productId);
  usePageTitle(product?.name ?? 'Produce');
  const notFound = useNotFound(error, productId === null);
  return (
    <Loaded
      data={product}
      failed={
        notFound ? (
          <EmptyState
            title="Product not found"
            description="It may have been removed by its supplier."
            actions={<ButtonLink href="/products">Browse Products</ButtonLink>}
          />
        ) : (
          error && <LoadFailed title="Failed to fetch product" />
        )
      }
      placeholder={
        <div className={styles.layout} role="status" aria-label="Loading product">
          <Skeleton height="320px" />
          <div className={page.section}>
            <Skeleton width="70%" height="2rem" />
            <Skeleton width="40%" height="1.6rem" />
            <Skeleton height="6rem" />
          </div>
        </div>
      }
    >
      {(product) => <ProductView product={product} />}
    </Loaded>
  );
}
