import { TextField } from '@rawex/ui-kit';
import { useDeferredValue, useState } from 'react';
import * as page from '../styles/page.css';
import { DeferredSelect } from '../filters/DeferredSelect';

/**
 * A console's search box and category filter, kept on the screen: `query` is the trimmed text,
 * deferred so typing stays quick while the list follows.
 */
export function useSearchFilters() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const query = useDeferredValue(search.trim());
  return {
    search,
    setSearch,
    category,
    setCategory,
    query,
    active: search !== '' || category !== '',
    clear: () => {
      setSearch('');
      setCategory('');
    },
  };
}

export interface SearchFiltersProps {
  filters: ReturnType<typeof useSearchFilters>;
  searchLabel: string;
  placeholder: string;
  categoryLabel: string;
  categories: readonly string[];
  /** How the no-filter choice reads: `All`, `All Categories`. */
  allLabel: string;
}

export function SearchFilters({
  filters,
  searchLabel,
  placeholder,
  categoryLabel,
  categories,
  allLabel,
}: SearchFiltersProps) {
  return (
    <div className={page.toolbar}>
      <div className={page.grow}>
        <TextField
          label={searchLabel}
          type="search"
          placeholder={placeholder}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
        />
      </div>
      <DeferredSelect
        label={categoryLabel}
        options={[
          { value: '', label: allLabel },
          ...categories.map((category) => ({ value: category, label: category })),
        ]}
        value={filters.category}
        onChange={filters.setCategory}
      />
    </div>
  );
}
