import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './ProductForm.css';
import { moneyInput, wholeNumberInput } from './number-inputs';
import type { PriceRungRow } from './product-form-values';

export interface PriceLadderEditorProps {
  rows: readonly PriceRungRow[];
  onChange: (rows: PriceRungRow[]) => void;
  /** How many rungs the owner allows; Add rung is disabled at it. */
  maxRungs: number;
  /** The currency the rungs' prices are in, when known. */
  currency?: string;
  /** The owner's message for the ladder (it names the rung at fault). */
  error?: string;
}

/** Cheaper prices at larger quantities, a rung at a time: from this quantity, this price per unit. */
export function PriceLadderEditor({ rows, onChange, maxRungs, currency, error }: PriceLadderEditorProps) {
  const change = (index: number, field: keyof PriceRungRow, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: text } : row)));
  return (
    <div className={styles.specifications}>
      {rows.length === 0 && (
        <p className={styles.note}>
          One price from the minimum order. Add rungs to sell larger quantities for less.
        </p>
      )}
      {rows.length > 0 && (
        <ul className={styles.specificationList} aria-label="Price ladder">
          {rows.map((row, index) => (
            <li key={index} className={styles.specificationRow}>
              <TextField
                label={`Rung ${index + 1}: from quantity`}
                {...wholeNumberInput(1)}
                value={row.minQuantity}
                aria-invalid={error?.startsWith(`Rung ${index + 1}:`) || undefined}
                onChange={(event) => change(index, 'minQuantity', event.target.value)}
              />
              <TextField
                label={`Rung ${index + 1}: price per unit${currency ? ` (${currency})` : ''}`}
                {...moneyInput}
                value={row.price}
                onChange={(event) => change(index, 'price', event.target.value)}
              />
              <Button
                tone="ghost"
                size="small"
                className={styles.removeSpecification}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
                aria-label={`Remove rung ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className={styles.error}>{error}</p>}
      <div>
        <Button
          tone="secondary"
          size="small"
          disabled={rows.length >= maxRungs}
          onClick={() => onChange([...rows, { minQuantity: '', price: '' }])}
        >
          Add rung
        </Button>
      </div>
    </div>
  );
}
