import type { OrderStatus } from '@rawex/api/contracts';
import { SearchBox, Select } from '@rawex/ui-kit';
import { useSearchParams } from 'react-router-dom';
import * as page from '../page.css';

const STATUS_OPTIONS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All Orders' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The order lists' search and status filter, kept in the URL. */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const status = STATUS_OPTIONS.find((option) => option.value === params.get('status'))?.value ?? '';
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return {
    search,
    status,
    active: Boolean(search || status),
    filters: { search: search || undefined, status: status || undefined },
    controls: (
      <div className={page.toolbar}>
        <div className={page.grow}>
          <SearchBox
            key={search}
            defaultValue={search}
            placeholder="Search by order number, vendor or product..."
            onSearch={(text) => set('search', text)}
          />
        </div>
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => set('status', value)}
        />
      </div>
    ),
  };
}
