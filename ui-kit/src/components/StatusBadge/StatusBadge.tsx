import { badge } from './StatusBadge.css';

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface StatusBadgeProps {
  status: OrderStatus;
}

/** An order's status as a coloured badge; cancelled is red. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <span className={badge({ status })} data-status={status}>
      {status}
    </span>
  );
}
