import { MessageSquare } from 'lucide-react';
import { formatDate } from '../../format/format';
import type { Review } from '../../model';
import { EmptyState } from '../EmptyState/EmptyState';
import { RatingStars } from '../RatingStars/RatingStars';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ReviewList.css';

export interface ReviewListProps {
  reviews: readonly Review[] | undefined;
  loading?: boolean;
}

/** A supplier's reviews, newest first as given: stars out of 5, the text if any, the date. */
export function ReviewList({ reviews, loading }: ReviewListProps) {
  if (loading) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading reviews">
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.review}>
            <Skeleton width="30%" />
            <Skeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!reviews?.length)
    return <EmptyState icon={<MessageSquare size="1em" />} title="No reviews yet" headingLevel="h3" />;
  return (
    <ul className={styles.list} aria-label="Reviews">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <div className={styles.row}>
            <RatingStars value={review.rating} />
            <time className={styles.date} dateTime={review.createdAt}>
              {formatDate(review.createdAt)}
            </time>
          </div>
          {review.review && <p className={styles.text}>{review.review}</p>}
        </li>
      ))}
    </ul>
  );
}
