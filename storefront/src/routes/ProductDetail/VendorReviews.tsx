import { ReviewList } from '@rawex/ui-kit';
import { useVendorRatings } from '../../data/catalogue';
import { LoadMore } from '../../loading/LoadMore';
import * as page from '../../styles/page.css';

/** What buyers said of the product's supplier, a page at a time: below the fold, in a chunk of its own. */
export default function VendorReviews({ vendorId }: { vendorId: string }) {
  const reviews = useVendorRatings(vendorId);
  return (
    <section className={page.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={page.sectionTitle}>
        Supplier reviews
      </h2>
      <ReviewList reviews={reviews.items} loading={reviews.isLoading} />
      <LoadMore list={reviews} label="Load More Reviews" />
    </section>
  );
}
