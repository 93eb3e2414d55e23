import { StatusBadge, type OrderStatus } from '../StatusBadge/StatusBadge';
import { MilestoneSteps } from '../MilestoneSteps/MilestoneSteps';

export interface TrackingStepsProps {
  status: OrderStatus;
  /** When the order was placed (ISO 8601). */
  createdAt: string;
  /** When its status last changed (ISO 8601). */
  updatedAt: string;
}

interface Step {
  title: string;
  done: boolean;
  date: string | null;
}

/** The four tracking steps of an order and their dates, by the spec's rules. */
export function trackingSteps({ status, createdAt, updatedAt }: TrackingStepsProps): Step[] {
  const shipped = status === 'shipped' || status === 'delivered';
  const delivered = status === 'delivered';
  const confirmed = status !== 'pending';
  return [
    { title: 'Order Placed', done: true, date: createdAt },
    { title: 'Order Confirmed', done: confirmed, date: confirmed ? createdAt : null },
    { title: 'Shipped', done: shipped, date: shipped ? updatedAt : null },
    { title: 'Delivered', done: delivered, date: delivered ? updatedAt : null },
  ];
}

/** Where an order is: four steps with their dates; a cancelled order shows only its red badge. */
export function TrackingSteps(props: TrackingStepsProps) {
  if (props.status === 'cancelled') {
    return (
      <div aria-label="Order tracking">
        <StatusBadge status="cancelled" />
      </div>
    );
  }
  const steps = trackingSteps(props).map((step) => ({ title: step.title, reachedAt: step.date }));
  return <MilestoneSteps label="Order tracking" steps={steps} />;
}
