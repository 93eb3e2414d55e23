import { ORDER_STATUSES, type OrderStatus } from '@rawex/api/contracts/order-states';
import { Select, statusLabel } from '@rawex/ui-kit';
import { useQueryParams } from '../navigation/use-query-params';
import * as page from '../styles/page.css';
import { QuerySearch } from '../filters/QuerySearch';

const STATUS_OPTIONS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All Orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/**
 * The order lists' search and status filter, kept in the URL; `side` is the list's reader, who
 * searches by the other side's firm.
 */
export function useOrderFilters(side: 'buyer' | 'supplier') {
  const query = useQueryParams();
  const search = query.text('search');
  const status = STATUS_OPTIONS.find((option) => option.value === query.params.get('status'))?.value ?? '';
  return {
    search,
    status,
    active: Boolean(search || status),
    filters: { search: search || undefined, status: status || undefined },
    controls: (
      <div className={page.toolbar}>
        <div className={page.grow}>
          <QuerySearch
            query={query}
            placeholder={`Search by order number, ${side === 'buyer' ? 'supplier' : 'buyer'} or product...`}
          />
        </div>
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => query.update({ status: value })}
        />
      </div>
    ),
  };
}
