import { pluralize } from '../../format/format';
import { vendorName, type VendorSummary } from '../../model';
import { Avatar } from '../Avatar/Avatar';
import { VerifiedBadge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { RatingStars } from '../RatingStars/RatingStars';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './VendorHeader.css';

export interface VendorHeaderProps {
  vendor: VendorSummary & { email?: string };
}

/** The top of a supplier's profile: who, where, rating and products, and ways to reach them by email. */
export function VendorHeader({ vendor }: VendorHeaderProps) {
  const name = vendorName(vendor);
  const mail = (subject: string) => `mailto:${vendor.email}?subject=${encodeURIComponent(subject)}`;
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
        </div>
      </div>
      {vendor.email && (
        <div className={styles.actions}>
          <ButtonLink href={mail(`Enquiry via RawEx`)}>Contact Vendor</ButtonLink>
          <ButtonLink tone="secondary" href={mail(`Request for quote via RawEx`)}>
            Request Quote
          </ButtonLink>
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
