import { RadioGroup } from '@ark-ui/react/radio-group';
import { useState } from 'react';
import { Button } from '../Button/Button';
import * as Dialog from '../Dialog/Dialog';
import type { PriceRange } from '../PriceRangeSlider/price-range';
import { PriceRangeSlider } from '../PriceRangeSlider/PriceRangeSlider';
import type { SelectOption } from '../Select/Select';
import { FacetFilters, type FacetGroup } from '../FacetFilters/FacetFilters';
import * as styles from './FilterSheet.css';

export interface MobileFilters<Sort extends string = string> {
  sort: Sort;
  priceRange: PriceRange;
  /** The facet values chosen, by facet name. */
  facets?: Readonly<Record<string, readonly string[]>>;
}

export interface FilterSheetProps<Sort extends string = string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Relevance, Price: Low to High, Price: High to Low, Highest Rated, Newest First on the phone's results. */
  sortOptions: readonly SelectOption<Sort>[];
  /** The filters in force; the sheet edits a copy until Apply Filters. */
  value: MobileFilters<Sort>;
  onApply: (filters: MobileFilters<Sort>) => void;
  /** The facets to narrow by (origin, certification …), each value with its count. */
  facets?: readonly FacetGroup[];
  /** What the price range is in. */
  currency: string;
}

/** The phone's filters in a bottom sheet: one sort order, a price range and the facets, applied together. */
export function FilterSheet<Sort extends string = string>({
  open,
  onOpenChange,
  sortOptions,
  value,
  onApply,
  facets = [],
  currency,
}: FilterSheetProps<Sort>) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content placement="bottom">
        <Dialog.Header closeLabel="Close filters">Filters</Dialog.Header>
        <FilterForm
          sortOptions={sortOptions}
          facets={facets}
          currency={currency}
          initial={value}
          onApply={(filters) => {
            onApply(filters);
            onOpenChange(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface FilterFormProps<Sort extends string> {
  sortOptions: readonly SelectOption<Sort>[];
  facets: readonly FacetGroup[];
  currency: string;
  initial: MobileFilters<Sort>;
  onApply: (filters: MobileFilters<Sort>) => void;
}

/** Mounted each time the sheet opens, so the draft starts from the filters in force. */
function FilterForm<Sort extends string>({
  sortOptions,
  facets,
  currency,
  initial,
  onApply,
}: FilterFormProps<Sort>) {
  const [sort, setSort] = useState(initial.sort);
  const [priceRange, setPriceRange] = useState(initial.priceRange);
  const [chosen, setChosen] = useState(initial.facets ?? {});
  return (
    <form
      className={styles.sheetForm}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ sort, priceRange, facets: chosen });
      }}
    >
      <Dialog.Body className={styles.form}>
        <RadioGroup.Root
          className={styles.group}
          value={sort}
          onValueChange={(details) => {
            if (details.value) setSort(details.value as Sort);
          }}
        >
          <RadioGroup.Label className={styles.groupLabel}>Sort by</RadioGroup.Label>
          {sortOptions.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} className={styles.option}>
              <RadioGroup.ItemControl className={styles.control} />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <PriceRangeSlider value={priceRange} currency={currency} onChange={setPriceRange} />
        <FacetFilters
          groups={facets}
          selected={chosen}
          onChange={(name, values) => setChosen((current) => ({ ...current, [name]: values }))}
          visible={4}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="submit" fullWidth>
          Apply Filters
        </Button>
      </Dialog.Footer>
    </form>
  );
}
