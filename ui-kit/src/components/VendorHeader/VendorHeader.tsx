import { pluralize } from '../../format/format';
import { vendorName, type VendorSummary } from '../../model';
import { Avatar } from '../Avatar/Avatar';
import { VerifiedBadge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { RatingStars } from '../RatingStars/RatingStars';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './VendorHeader.css';

export interface VendorHeaderProps {
  vendor: VendorSummary;
  /** Where Contact Vendor leads (a message to the supplier); hidden without it. */
  contactHref?: string;
  /** Where Request Quote leads (a request addressed to the supplier); hidden without it. */
  quoteHref?: string;
  /** Under the figures: how quickly the supplier answers. */
  responsiveness?: string;
}

/** The top of a supplier's profile: who, where, rating and products, and ways to reach them. */
export function VendorHeader({ vendor, contactHref, quoteHref, responsiveness }: VendorHeaderProps) {
  const name = vendorName(vendor);
  return (
    <header className={styles.header}>
      <Avatar name={name} src={vendor.profileImageUrl} size="large" />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{name}</h1>
          <VerifiedBadge isVerified={vendor.isVerified} />
        </div>
        {vendor.location && <p className={styles.muted}>{vendor.location}</p>}
        {vendor.description && <p className={styles.muted}>{vendor.description}</p>}
        <div className={styles.figures}>
          <RatingStars value={vendor.rating} count={vendor.reviewCount} />
          <span>{pluralize(vendor.productCount, 'product')}</span>
          {responsiveness && <span>{responsiveness}</span>}
        </div>
      </div>
      {(contactHref || quoteHref) && (
        <div className={styles.actions}>
          {contactHref && <ButtonLink href={contactHref}>Contact Vendor</ButtonLink>}
          {quoteHref && (
            <ButtonLink tone="secondary" href={quoteHref}>
              Request Quote
            </ButtonLink>
          )}
        </div>
      )}
    </header>
  );
}

/** The header's shape while the profile loads. */
export function VendorHeaderSkeleton() {
  return (
    <div className={styles.header} data-testid="vendor-header-skeleton">
      <Skeleton width="88px" height="88px" />
      <div className={styles.body}>
        <Skeleton width="40%" height="1.8em" />
        <Skeleton width="25%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
