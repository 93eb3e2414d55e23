import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {}

/** A short label in a coloured pill: Verified, Ready to Ship, Main, an order's status. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...props} />;
}

export interface VerifiedBadgeProps {
  isVerified: boolean;
}

/** What "Pending" verification means for a buyer, wherever it shows. */
export const UNVERIFIED_MEANING = 'RawEx has not checked this supplier’s company documents yet';

/** A supplier's verification: Verified once an administrator has checked it, Pending before. */
export function VerifiedBadge({ isVerified }: VerifiedBadgeProps) {
  return isVerified ? (
    <Badge tone="success">✓ Verified</Badge>
  ) : (
    <Badge tone="warning" title={UNVERIFIED_MEANING}>
      Pending
    </Badge>
  );
}
