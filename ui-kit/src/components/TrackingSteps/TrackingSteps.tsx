import { formatDate } from '../../format/format';
import { StatusBadge, type OrderStatus } from '../StatusBadge/StatusBadge';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './TrackingSteps.css';

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
  const steps = trackingSteps(props);
  const current = steps.findLastIndex((step) => step.done);
  return (
    <ol className={styles.list} aria-label="Order tracking">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={styles.step}
          data-done={step.done || undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true" />
          <span>
            <span className={styles.title}>
              {step.title}
              <span className={visuallyHidden}>{step.done ? ' (done)' : ' (to come)'}</span>
            </span>
            {step.date && <span className={styles.date}> · {formatDate(step.date)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
