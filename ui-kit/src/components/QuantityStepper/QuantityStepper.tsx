import { NumberInput, useNumberInput } from '@ark-ui/react/number-input';
import { useRef, useState } from 'react';
import * as styles from './QuantityStepper.css';

/** The keys that step the quantity at once, as the buttons do; typing waits for the commit. */
const stepKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export interface QuantityStepperProps {
  value: number;
  /** Called with each whole quantity the buyer settles on: a button press, or typing then leaving the field. */
  onChange: (quantity: number) => void;
  /** The lowest quantity: 1 in the cart drawer, the product's minimum order on the cart page. */
  min?: number;
  max?: number;
  /** The buttons move by it, and a typed quantity snaps to the nearest min + a whole number of steps. */
  step?: number;
  /** Names the field for screen readers, e.g. "Quantity of Arabica coffee". */
  label: string;
  disabled?: boolean;
}

/** The quantity nearest to `quantity` of the form min + k × step, within min and max. */
function snapped(quantity: number, min: number, step: number, max: number | undefined): number {
  const steps = Math.round((quantity - min) / step);
  const most = max === undefined ? Infinity : min + Math.floor((max - min) / step) * step;
  return Math.max(min, Math.min(min + steps * step, most));
}

/**
 * A quantity field with minus and plus, moving by `step`. Minus is disabled at the minimum; a typed
 * value under the minimum, or anything that is not a number, snaps back to the minimum when the
 * field is left, and one between steps snaps to the nearest step.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  step = 1,
  label,
  disabled,
}: QuantityStepperProps) {
  const stepping = useRef(false);
  // The field's text is held here and set while the typing event is handled: Ark answers Enter or
  // leaving the field from the text React last drew, which on a busy phone can be a keystroke old.
  const [text, setText] = useState(String(value));
  const settle = (quantity: number | null) => {
    const settled = quantity !== null && Number.isInteger(quantity) ? snapped(quantity, min, step, max) : min;
    if (settled !== quantity) setText(String(settled));
    if (settled !== value) onChange(settled);
  };
  const numberInput = useNumberInput({
    value: text,
    min,
    max,
    step,
    disabled,
    allowMouseWheel: false,
    formatOptions: { maximumFractionDigits: 0, useGrouping: false },
    onValueChange: (details) => {
      setText(details.value);
      if (stepping.current) settle(details.valueAsNumber);
    },
    // After Ark has read the typed text (on blur or Enter): the snapped value then stays.
    onValueCommit: (details) => settle(Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber),
  });
  // A quantity changed from outside (the cart reloaded) replaces what the field shows.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (Number(text) !== value) setText(String(value));
  }

  return (
    <NumberInput.RootProvider value={numberInput}>
      <NumberInput.Control
        className={styles.control}
        // Runs before Ark's own handlers: a press or an arrow key steps now, typing waits for the commit.
        onPointerDownCapture={(event) => {
          stepping.current = (event.target as HTMLElement).closest('button') !== null;
        }}
        onKeyDownCapture={(event) => {
          stepping.current = stepKeys.has(event.key);
        }}
        // Before Ark's handler, so that the text is drawn before Ark reads it.
        onInputCapture={(event) => setText((event.target as HTMLInputElement).value)}
      >
        <NumberInput.DecrementTrigger className={styles.trigger} aria-label={`Decrease ${label}`}>
          −
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={styles.input} aria-label={label} />
        <NumberInput.IncrementTrigger className={styles.trigger} aria-label={`Increase ${label}`}>
          +
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.RootProvider>
  );
}
