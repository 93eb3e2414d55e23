import { NumberInput, useNumberInput } from '@ark-ui/react/number-input';
import { useRef, useState } from 'react';
import * as styles from './QuantityStepper.css';

/** A whole number typed in the field, or null for anything else. */
const parseQuantity = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

const stepKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export interface QuantityStepperProps {
  value: number;
  /** Called with each whole quantity the buyer settles on: a button press, or typing then leaving the field. */
  onChange: (quantity: number) => void;
  /** The lowest quantity: 1 in the cart drawer, the product's minimum order on the cart page. */
  min?: number;
  max?: number;
  /** Names the field for screen readers, e.g. "Quantity of Arabica coffee". */
  label: string;
  disabled?: boolean;
}

/**
 * A quantity field with minus and plus. Minus is disabled at the minimum; a typed value under the
 * minimum, or anything that is not a number, snaps back to the minimum when the field is left.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label, disabled }: QuantityStepperProps) {
  const stepping = useRef(false);
  const settle = (quantity: number | null) => {
    const valid = quantity !== null && Number.isInteger(quantity) && quantity >= min;
    const settled = valid ? quantity : min;
    if (!valid) numberInput.setValue(min);
    if (settled !== value) onChange(settled);
  };
  const numberInput = useNumberInput({
    defaultValue: String(value),
    min,
    max,
    step: 1,
    disabled,
    allowMouseWheel: false,
    formatOptions: { maximumFractionDigits: 0, useGrouping: false },
    onValueChange: (details) => {
      if (stepping.current) settle(details.valueAsNumber);
    },
  });
  // A quantity changed from outside (the cart reloaded) replaces what the field shows.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (numberInput.valueAsNumber !== value) numberInput.setValue(value);
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
      >
        <NumberInput.DecrementTrigger className={styles.trigger} aria-label={`Decrease ${label}`}>
          −
        </NumberInput.DecrementTrigger>
        <NumberInput.Input
          className={styles.input}
          aria-label={label}
          onBlur={(event) => settle(parseQuantity(event.currentTarget.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle(parseQuantity(event.currentTarget.value));
          }}
        />
        <NumberInput.IncrementTrigger className={styles.trigger} aria-label={`Increase ${label}`}>
          +
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.RootProvider>
  );
}
