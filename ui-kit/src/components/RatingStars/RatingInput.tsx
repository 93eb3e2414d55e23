// Apart from RatingStars: a page that only shows ratings need not load the input's radio group.
import { RatingGroup } from '@ark-ui/react/rating-group';
import { STAR_COUNT } from './RatingStars';
import * as styles from './RatingStars.css';

export interface RatingInputProps {
  label: string;
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
}

/** Picks 1 to 5 stars with the mouse or the arrow keys (a radio group for screen readers). */
export function RatingInput({ label, value, onChange, disabled, name }: RatingInputProps) {
  return (
    <RatingGroup.Root
      className={styles.input}
      count={STAR_COUNT}
      value={value}
      onValueChange={(details) => onChange(details.value)}
      disabled={disabled}
      name={name}
    >
      <RatingGroup.Label className={styles.label}>{label}</RatingGroup.Label>
      <RatingGroup.Control className={styles.control}>
        <RatingGroup.Context>
          {({ items }) =>
            items.map((index) => (
              <RatingGroup.Item key={index} index={index} className={styles.item}>
                ★
              </RatingGroup.Item>
            ))
          }
        </RatingGroup.Context>
      </RatingGroup.Control>
      <RatingGroup.HiddenInput />
    </RatingGroup.Root>
  );
}
