import { useId, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import type { SelectProps } from './Select';
import * as styles from './Select.css';

export interface ClosedSelectProps<Value extends string = string> extends Omit<
  SelectProps<Value>,
  'onChange'
> {
  /** Pressed (or opened from the keyboard): the page brings in the Select, open. */
  onOpen: () => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The keys that open a select from its button, besides Enter and Space. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A Select as it looks closed, without the code of its list: a page draws it while that code
 * loads, and the Select takes its place at the same size. It shows the chosen option (or the
 * placeholder) and sends its value with a form.
 */
export function ClosedSelect<Value extends string = string>({
  label,
  options,
  value,
  hideLabel,
  disabled,
  name,
  placeholder,
  error,
  onOpen,
  onFocus,
  ref,
}: ClosedSelectProps<Value>) {
  const labelId = useId();
  const errorId = useId();
  const chosen = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div className={styles.root}>
      <label id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <div>
        <button
          ref={ref}
          type="button"
          role="combobox"
          aria-labelledby={labelId}
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.trigger}
          disabled={disabled}
          data-disabled={disabled ? '' : undefined}
          data-invalid={error ? '' : undefined}
          onClick={onOpen}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
        >
          <span>{chosen?.label ?? placeholder}</span>
          <div aria-hidden="true">▾</div>
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {name && <input type="hidden" name={name} value={chosen ? value : ''} />}
    </div>
  );
}
