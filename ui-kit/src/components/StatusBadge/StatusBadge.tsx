import { Badge, type BadgeProps } from '../Badge/Badge';

/** How each order status looks. The statuses themselves are the API's; this only dresses them. */
const STATUS_LOOK = {
  pending: { tone: 'warning', label: 'Pending' },
  confirmed: { tone: 'info', label: 'Confirmed' },
  shipped: { tone: 'primary', label: 'Shipped' },
  delivered: { tone: 'success', label: 'Delivered' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
} as const satisfies Record<string, { tone: BadgeProps['tone']; label: string }>;

export type OrderStatus = keyof typeof STATUS_LOOK;

/** An order status as people read it: "Pending", "Cancelled". */
export const statusLabel = (status: OrderStatus): string => STATUS_LOOK[status].label;

/** The statuses the badge knows, for stories and pickers. */
export const ORDER_STATUSES = Object.keys(STATUS_LOOK) as OrderStatus[];

export interface StatusBadgeProps {
  status: OrderStatus;
}

/** An order's status as a coloured badge; cancelled is red. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <Badge tone={STATUS_LOOK[status].tone} data-status={status}>
      {STATUS_LOOK[status].label}
    </Badge>
  );
}
