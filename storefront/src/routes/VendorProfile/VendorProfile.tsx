import type { Vendor } from '@rawex/api/contracts';
import {
  ButtonLink,
  EmptyState,
  Loaded,
  ProductGrid,
  ReviewList,
  Tabs,
  VendorHeader,
  VendorHeaderSkeleton,
} from '@rawex/ui-kit';
import { useParams } from 'react-router-dom';
import { useProductPage, useVendor, useVendorRatings } from '../../data/catalogue';
import { useAddToCart } from '../../data/cart';
import { useSavedIds, useToggleSaved } from '../../data/saved';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { useNotFound } from '../../server-rendering/server-render';
import * as page from '../../styles/page.css';
import { responseRateText } from '../../trade/trade-format';
import { LoadFailed } from '../../loading/LoadFailed';
import { useEstimates } from '../../money/display-currency';

const PRODUCTS_SHOWN = 100;

function About({ vendor }: { vendor: Vendor }) {
  return (
    <dl className={page.section}>
      <div>
        <dt className={page.muted}>Email</dt>
        <dd>{vendor.contactEmail ?? 'Not given'}</dd>
      </div>
      <div>
        <dt className={page.muted}>Location</dt>
        <dd>{vendor.location ?? 'Not given'}</dd>
      </div>
      <div>
        <dt className={page.muted}>Business Type</dt>
        <dd>{vendor.role === 'vendor' ? 'Supplier' : 'Other'}</dd>
      </div>
      <div>
        <dt className={page.muted}>Verification Status</dt>
        <dd>{vendor.isVerified ? 'Verified' : 'Pending'}</dd>
      </div>
      <div>
        <dt className={page.muted}>Member Since</dt>
        <dd>2020</dd>
      </div>
    </dl>
  );
}

/** The header, with ways to reach the supplier (the same for every visitor: the page is shared). */
function VendorContact({ vendor }: { vendor: Vendor }) {
  return (
    <VendorHeader
      vendor={vendor}
      contactHref={`/messages/new?vendorId=${vendor.id}`}
      quoteHref={`/rfqs/new?vendorId=${vendor.id}`}
      responsiveness={responseRateText(vendor.responseRate)}
    />
  );
}

function Profile({ vendor }: { vendor: Vendor }) {
  const products = useProductPage({ vendorId: vendor.id, limit: PRODUCTS_SHOWN });
  const reviews = useVendorRatings(vendor.id);
  const addToCart = useAddToCart();
  const savedIds = useSavedIds();
  const { estimateOfPrice } = useEstimates();
  const toggleSaved = useToggleSaved();
  const productCount = products.total ?? vendor.productCount;
  const reviewCount = reviews.total ?? vendor.reviewCount;
  return (
    <div className={page.stack}>
      <VendorContact vendor={vendor} />
      <Tabs.Root defaultValue="products">
        <Tabs.List aria-label="About this supplier">
          <Tabs.Trigger value="products">Products ({productCount})</Tabs.Trigger>
          <Tabs.Trigger value="about">About</Tabs.Trigger>
          <Tabs.Trigger value="reviews">Reviews ({reviewCount})</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products">
          <ProductGrid
            estimateOf={estimateOfPrice}
            label={`Products of ${vendor.companyName ?? vendor.username}`}
            products={products.products}
            loading={products.isLoading}
            empty={<EmptyState title="No products available" />}
            onAddToCart={addToCart}
            savedIds={savedIds}
            onToggleSaved={toggleSaved}
            failed={products.error ? <LoadFailed title="Failed to fetch vendor products" /> : undefined}
          />
        </Tabs.Content>
        <Tabs.Content value="about">
          <About vendor={vendor} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewList reviews={reviews.items} loading={reviews.isLoading} />
          <LoadMore list={reviews} label="Load More Reviews" />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export default function VendorProfile() {
  const { id } = useParams();
  const { vendor, error } = useVendor(id);
  usePageTitle(vendor ? (vendor.companyName ?? vendor.username ?? 'Supplier') : 'Supplier');
  const notFound = useNotFound(error);
  if (notFound) {
    return (
      <EmptyState
        title="Vendor not found"
        description="This supplier does not exist or has left RawEx."
        actions={<ButtonLink href="/vendors">Browse Multivendors</ButtonLink>}
      />
    );
  }
  return (
    <Loaded
      data={vendor}
      failed={error && <LoadFailed title="Failed to fetch vendor" />}
      placeholder={<VendorHeaderSkeleton />}
    >
      {(vendor) => <Profile vendor={vendor} />}
    </Loaded>
  );
}
