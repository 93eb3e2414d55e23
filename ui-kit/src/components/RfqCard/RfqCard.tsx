import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { Link } from '../Link/Link';
import { RecordCard } from '../RecordCard/RecordCard';
import * as styles from './RfqCard.css';

export interface RfqCardProps {
  title: string;
  /** Where the request opens. */
  href: string;
  category: string;
  /** Who asks, for suppliers. */
  buyer?: string;
  /** Already formatted: `20,000 kg`. */
  quantity: string;
  /** The Incoterm and the place: `CIF Port of Hamburg`. */
  terms: string;
  /** `3 days left`, `Ended`. */
  timeLeft: string;
  targetPrice?: string;
  status: { label: string; tone: NonNullable<BadgeProps['tone']> };
  /** `3 quotes`, for the request's buyer. */
  quotes?: string;
  /** Marks a request addressed to the reader alone. */
  direct?: boolean;
  /** A button or link at the foot: Quote, Compare quotes. */
  action?: ReactNode;
}

/** A request for quotation in a list: what, how much, on what terms, until when. */
export function RfqCard({
  title,
  href,
  category,
  buyer,
  quantity,
  terms,
  timeLeft,
  targetPrice,
  status,
  quotes,
  direct,
  action,
}: RfqCardProps) {
  return (
    <RecordCard
      title={title}
      subtitle={
        <>
          <Link className={styles.link} href={href}>
            Open request
          </Link>{' '}
          · {category}
          {buyer ? ` · ${buyer}` : ''}
        </>
      }
      badges={
        <>
          {direct && <Badge tone="primary">Addressed to you</Badge>}
          <Badge tone={status.tone}>{status.label}</Badge>
        </>
      }
      fields={[
        { label: 'Quantity', value: quantity },
        { label: 'Terms', value: terms },
        ...(targetPrice ? [{ label: 'Target price', value: targetPrice }] : []),
        { label: 'Closes', value: <span suppressHydrationWarning>{timeLeft}</span> },
        ...(quotes !== undefined ? [{ label: 'Quotes', value: quotes }] : []),
      ]}
      actions={action}
    />
  );
}
