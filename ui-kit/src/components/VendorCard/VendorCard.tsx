import type { VendorSummary } from '../../model';
import { vendorName } from '../../model';
import { Avatar } from '../Avatar/Avatar';
import { VerifiedBadge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { RatingStars } from '../RatingStars/RatingStars';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './VendorCard.css';

export interface VendorCardProps {
  vendor: VendorSummary;
  headingLevel?: 'h2' | 'h3';
  /** How quickly the supplier answers buyers: `92% answered within a day · median 1 h`. */
  responsiveness?: string;
}

/** A supplier in the Multivendors list: who, where, verified or not, active products, rating, View Profile. */
export function VendorCard({ vendor, headingLevel: Heading = 'h3', responsiveness }: VendorCardProps) {
  const name = vendorName(vendor);
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.header}>
        <Avatar name={name} src={vendor.profileImageUrl} />
        <div>
          <Heading className={styles.name}>{name}</Heading>
          {vendor.location && <p className={styles.muted}>{vendor.location}</p>}
        </div>
      </div>
      <div>
        <VerifiedBadge isVerified={vendor.isVerified} />
      </div>
      {vendor.description && <p className={styles.description}>{vendor.description}</p>}
      <div className={styles.figures}>
        <span>
          Active Products: <strong>{vendor.productCount.toLocaleString('en-US')}</strong>
        </span>
        <RatingStars value={vendor.rating} count={vendor.reviewCount} />
      </div>
      {responsiveness && <p className={styles.muted}>{responsiveness}</p>}
      <div className={styles.footer}>
        <ButtonLink
          tone="secondary"
          fullWidth
          href={`/vendors/${vendor.id}`}
          aria-label={`View Profile of ${name}`}
        >
          View Profile
        </ButtonLink>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function VendorCardSkeleton() {
  return (
    <div className={styles.card} data-testid="vendor-card-skeleton">
      <div className={styles.header}>
        <Skeleton width="48px" height="48px" />
        <Skeleton width="60%" height="1.2em" />
      </div>
      <Skeleton width="30%" />
      <Skeleton height="3em" />
      <Skeleton height="40px" />
    </div>
  );
}
