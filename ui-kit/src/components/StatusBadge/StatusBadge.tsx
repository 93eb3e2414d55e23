import { Badge, type BadgeProps } from '../Badge/Badge';

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const toneOf: Record<OrderStatus, BadgeProps['tone']> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

const labelOf: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export interface StatusBadgeProps {
  status: OrderStatus;
}

/** An order's status as a coloured badge; cancelled is red. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <Badge tone={toneOf[status]} data-status={status}>
      {labelOf[status]}
    </Badge>
  );
}
