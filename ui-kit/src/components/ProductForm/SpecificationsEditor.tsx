import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './ProductForm.css';
import type { SpecificationRow } from './product-form-values';

export interface SpecificationsEditorProps {
  rows: readonly SpecificationRow[];
  onChange: (rows: SpecificationRow[]) => void;
}

/** Name and value pairs (origin: Ghana, lead time: 30 days), added and removed a row at a time. */
export function SpecificationsEditor({ rows, onChange }: SpecificationsEditorProps) {
  const change = (index: number, field: keyof SpecificationRow, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: text } : row)));
  return (
    <div className={styles.specifications}>
      {rows.length === 0 && (
        <p className={styles.note}>Origin, grade, packing, lead time: what buyers compare lots by.</p>
      )}
      {rows.length > 0 && (
        <ul className={styles.specificationList} aria-label="Specifications">
          {rows.map((row, index) => (
            <li key={index} className={styles.specificationRow}>
              <TextField
                label={`Specification ${index + 1} name`}
                placeholder="e.g. origin"
                maxLength={100}
                value={row.name}
                onChange={(event) => change(index, 'name', event.target.value)}
              />
              <TextField
                label={`Specification ${index + 1} value`}
                placeholder="e.g. Ghana"
                maxLength={1000}
                value={row.value}
                onChange={(event) => change(index, 'value', event.target.value)}
              />
              <Button
                tone="ghost"
                size="small"
                className={styles.removeSpecification}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
                aria-label={`Remove specification ${index + 1}${row.name ? ` (${row.name})` : ''}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button tone="secondary" size="small" onClick={() => onChange([...rows, { name: '', value: '' }])}>
          Add specification
        </Button>
      </div>
    </div>
  );
}
