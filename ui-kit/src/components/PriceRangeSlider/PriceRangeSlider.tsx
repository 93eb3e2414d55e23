import { Slider } from '@ark-ui/react/slider';
import { formatPrice } from '../../format/format';
import { PRICE_RANGE, type PriceRange } from './price-range';
import * as styles from './PriceRangeSlider.css';

export interface PriceRangeSliderProps {
  value: PriceRange;
  /** What the prices are in. */
  currency: string;
  onChange: (range: PriceRange) => void;
  label?: string;
  disabled?: boolean;
}

const describe = ([low, high]: PriceRange, currency: string) =>
  `${formatPrice(low, currency).replace('.00', '')} – ${formatPrice(high, currency).replace('.00', '')}${high === PRICE_RANGE.max ? '+' : ''}`;

/** Two thumbs on one track for the lowest and highest price per unit; arrow keys move them by $100. */
export function PriceRangeSlider({
  value,
  currency,
  onChange,
  label = 'Price range',
  disabled,
}: PriceRangeSliderProps) {
  return (
    <Slider.Root
      className={styles.root}
      min={PRICE_RANGE.min}
      max={PRICE_RANGE.max}
      step={PRICE_RANGE.step}
      minStepsBetweenThumbs={1}
      value={value}
      onValueChange={(details) =>
        onChange([details.value[0] ?? PRICE_RANGE.min, details.value[1] ?? PRICE_RANGE.max])
      }
      aria-label={['Lowest price', 'Highest price']}
      getAriaValueText={(details) => formatPrice(details.value, currency)}
      thumbAlignment="contain"
      disabled={disabled}
    >
      <div className={styles.header}>
        <Slider.Label className={styles.label}>{label}</Slider.Label>
        <Slider.ValueText className={styles.valueText}>{describe(value, currency)}</Slider.ValueText>
      </div>
      <Slider.Control className={styles.control}>
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        {value.map((_, index) => (
          <Slider.Thumb key={index} index={index} className={styles.thumb}>
            <Slider.HiddenInput />
          </Slider.Thumb>
        ))}
      </Slider.Control>
    </Slider.Root>
  );
}
