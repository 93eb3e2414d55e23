import type { ProductDetail as Product } from '@rawex/api/contracts';
import {
  Breadcrumbs,
  Button,
  ButtonLink,
  EmptyState,
  FALLBACK_PRODUCT_IMAGE,
  formatEstimate,
  formatPrice,
  formatQuantity,
  Loaded,
  perUnitLabel,
  Picture,
  PriceLadder,
  Skeleton,
  specificationLabel,
  VendorCard,
  UNVERIFIED_MEANING,
  VerifiedBadge,
} from '@rawex/ui-kit';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../server-rendering/lazy-parts';
import { useNavigate, useParams } from 'react-router-dom';
import { useCertificationNames, useProduct, useProductPrice } from '../../data/catalogue';
import { useSettled } from '../../hooks/use-settled';
import { givenAttributes } from '../../products/product-attributes';
import { compareAddress, toggleCompared, useComparedIds } from '../../data/compare';
import { usePageTitle } from '../../navigation/page-title';
import { useNotFound } from '../../server-rendering/server-render';
import * as page from '../../styles/page.css';
import { newRequestFor } from '../../trade/new-request';
import * as styles from './ProductDetail.css';
import { Purchase, SampleOffer } from './Buying';

const VendorReviews = lazyPart('src/routes/ProductDetail/VendorReviews.tsx', () => import('./VendorReviews'));
import { LoadFailed } from '../../loading/LoadFailed';
import { useEstimates } from '../../money/display-currency';

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
  const estimate = useEstimates().estimateOfPrice(product);
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
            <span className={styles.price}>{formatPrice(product.price, product.currency)}</span>{' '}
            <span className={page.muted}>{perUnitLabel(product.unit)}</span>
          </p>
          {estimate && <p className={page.muted}>{formatEstimate(estimate)}</p>}
          <PriceLadder
            price={product.price}
            currency={product.currency}
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
