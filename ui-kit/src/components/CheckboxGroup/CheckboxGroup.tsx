import { Checkbox } from '@ark-ui/react/checkbox';
import { useId } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './CheckboxGroup.css';

export interface CheckboxOption {
  value: string;
  label: string;
  /** How many things the choice stands for (products of an origin), shown after the label: a number, or text as written (`≈1,200`). */
  count?: number | string;
}

export interface CheckboxGroupProps {
  /** The question the boxes answer, read as the group's name. */
  label: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Shown under the boxes in red; marks the group invalid. */
  error?: string;
  disabled?: boolean;
  name?: string;
}

/** Several yes/no choices under one label, on Ark's Checkbox group: release conditions, permissions. */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  name,
}: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <Checkbox.Group
        value={[...value]}
        onValueChange={onChange}
        invalid={Boolean(error)}
        disabled={disabled}
        name={name}
      >
        {options.map((option) => (
          <Checkbox.Root key={option.value} value={option.value} className={styles.item}>
            <Checkbox.Control className={styles.control}>
              <Checkbox.Indicator>
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" />
                </svg>
              </Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label className={styles.label}>
              {option.label}
              {option.count !== undefined && (
                <span className={styles.count}>
                  <span className={visuallyHidden}>: </span>
                  {typeof option.count === 'number' ? option.count.toLocaleString('en-US') : option.count}
                </span>
              )}
            </Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
        ))}
      </Checkbox.Group>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
