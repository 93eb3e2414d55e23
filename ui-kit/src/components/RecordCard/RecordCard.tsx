import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './RecordCard.css';

export interface RecordField {
  label: string;
  value: ReactNode;
}

export interface RecordCardProps {
  title: string;
  /** Where the title leads: the record's own page. */
  titleHref?: string;
  subtitle?: ReactNode;
  /** Status badges at the top right. */
  badges?: ReactNode;
  /** A small picture beside the title. */
  image?: string;
  /** Labelled figures, as a description list. */
  fields?: readonly RecordField[];
  /** Anything else: a progress bar, a note, a list. */
  children?: ReactNode;
  /** Buttons at the foot: Bid Now, Configure, Reply. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** One record of a console (a contract, an escrow, an auction, a channel), as a labelled card. */
export function RecordCard({
  title,
  titleHref,
  subtitle,
  badges,
  image,
  fields = [],
  children,
  actions,
  headingLevel: Heading = 'h3',
}: RecordCardProps) {
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.header}>
        {image && <img className={styles.media} src={image} alt="" width={72} height={72} loading="lazy" />}
        <div className={styles.heading}>
          <Heading className={styles.title}>
            {titleHref ? (
              <Link className={styles.titleLink} href={titleHref}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Heading>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {badges && <div className={styles.badges}>{badges}</div>}
      </div>
      {fields.length > 0 && (
        <dl className={styles.fields}>
          {fields.map((field) => (
            <div key={field.label} className={styles.field}>
              <dt className={styles.fieldLabel}>{field.label}</dt>
              <dd className={styles.fieldValue}>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}

/** A record card's place while it loads. */
export function RecordCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="1.25rem" width="60%" />
      <Skeleton height="3rem" />
      <Skeleton height="2rem" width="40%" />
    </div>
  );
}
