import { useId, useState } from 'react';
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

/**
 * Several yes/no choices under one label: release conditions, permissions, a list's filters.
 * Native checkboxes drawn by the stylesheet, so a long list costs the page a few bytes a box.
 */
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
  // A box shows its click at once, even while the owner takes its time to pass the new value
  // (a list that reloads first); whatever value the owner passes next wins.
  const [shown, setShown] = useState(value);
  const [given, setGiven] = useState(value);
  if (given.join('\n') !== value.join('\n')) {
    setGiven(value);
    setShown(value);
  }
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.item}>
          <input
            type="checkbox"
            className={styles.control}
            name={name}
            value={option.value}
            checked={shown.includes(option.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const next = event.target.checked
                ? [...shown, option.value]
                : shown.filter((chosen) => chosen !== option.value);
              setShown(next);
              onChange(next);
            }}
          />
          <span className={styles.label}>
            {option.label}
            {option.count !== undefined && (
              <span className={styles.count}>
                <span className={visuallyHidden}>: </span>
                {typeof option.count === 'number' ? option.count.toLocaleString('en-US') : option.count}
              </span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
