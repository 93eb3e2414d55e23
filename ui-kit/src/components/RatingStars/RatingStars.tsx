import { pluralize } from '../../format/format';
import * as styles from './RatingStars.css';

export const STAR_COUNT = 5;

export interface RatingStarsProps {
  /** The average, 1 to 5; null when nobody has rated yet. */
  value: number | null;
  /** How many ratings the average is made of; shown after it when given. */
  count?: number;
  /** Names the counted things: `reviews` (default) or e.g. `sold`. */
  countLabel?: string;
}

/** A rating shown as five stars filled to the average, with the figure and the number of reviews. */
export function RatingStars({ value, count, countLabel }: RatingStarsProps) {
  if (value === null) return <span className={styles.rating}>No ratings yet</span>;
  const shown = Math.min(Math.max(value, 0), STAR_COUNT);
  const countText =
    count === undefined
      ? null
      : countLabel
        ? `${count.toLocaleString('en-US')} ${countLabel}`
        : pluralize(count, 'review');
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={`Rated ${shown.toFixed(1)} out of ${STAR_COUNT}`}>
        <span className={styles.empty} aria-hidden="true">
          {'★'.repeat(STAR_COUNT)}
        </span>
        <span
          className={styles.filled}
          style={{ width: `${(shown / STAR_COUNT) * 100}%` }}
          aria-hidden="true"
        >
          {'★'.repeat(STAR_COUNT)}
        </span>
      </span>
      <span className={styles.value} aria-hidden="true">
        {shown.toFixed(1)}
      </span>
      {countText && <span>({countText})</span>}
    </span>
  );
}
