import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useId, useMemo } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Select.css';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface SelectProps<Value extends string = string> {
  label: string;
  options: readonly SelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Keeps the label for screen readers only, for compact toolbars. */
  hideLabel?: boolean;
  disabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  /** Shown while no option is chosen. */
  placeholder?: string;
  /** Shown under the select in red; marks it invalid. */
  error?: string;
}

/** A drop-down list of options, on Ark's Select: keyboard, typeahead and screen-reader behaviour included. */
export function Select<Value extends string = string>({
  label,
  options,
  value,
  onChange,
  hideLabel,
  disabled,
  name,
  placeholder,
  error,
}: SelectProps<Value>) {
  const errorId = useId();
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  return (
    // The options are drawn only while the list is open: a closed list of 250 countries would
    // otherwise put a thousand hidden nodes on every page that has one.
    <ArkSelect.Root
      lazyMount
      unmountOnExit
      className={styles.root}
      collection={collection}
      value={options.some((option) => option.value === value) ? [value] : []}
      onValueChange={(details) => {
        const [picked] = details.value;
        if (picked !== undefined) onChange(picked as Value);
      }}
      positioning={{ sameWidth: true }}
      disabled={disabled}
      name={name}
      deselectable={false}
      invalid={Boolean(error)}
    >
      <ArkSelect.Label className={hideLabel ? visuallyHidden : styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={styles.trigger} aria-describedby={error ? errorId : undefined}>
          <ArkSelect.ValueText placeholder={placeholder} />
          <ArkSelect.Indicator aria-hidden="true">▾</ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((option) => (
              <ArkSelect.Item key={option.value} item={option} className={styles.item}>
                <ArkSelect.ItemText>{option.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator aria-hidden="true">✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

export type SortSelectProps<Value extends string = string> = Omit<SelectProps<Value>, 'label'> & {
  label?: string;
};

/** The sort order of a list; each screen passes its own orders (Name A-Z, Price: Low to High, …). */
export function SortSelect<Value extends string = string>({
  label = 'Sort by',
  ...props
}: SortSelectProps<Value>) {
  return <Select label={label} {...props} />;
}
