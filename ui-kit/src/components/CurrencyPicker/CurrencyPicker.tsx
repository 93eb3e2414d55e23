import * as styles from './CurrencyPicker.css';

export interface CurrencyPickerProps {
  /** The ISO 4217 code chosen. */
  value: string;
  /** The codes that may be chosen; the chosen one is always among them. */
  currencies: readonly string[];
  onChange: (currency: string) => void;
  label?: string;
}

/**
 * Chooses the currency prices are estimated in. It is in every page's header, so it is the
 * browser's own select, styled: nothing to load before it works, and a phone's own picker.
 */
export function CurrencyPicker({
  value,
  currencies,
  onChange,
  label = 'Estimate prices in',
}: CurrencyPickerProps) {
  const options = currencies.includes(value) ? currencies : [value, ...currencies];
  return (
    <label className={styles.picker}>
      <span className={styles.label}>{label}</span>
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
