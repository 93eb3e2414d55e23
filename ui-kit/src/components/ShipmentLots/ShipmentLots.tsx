import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { MilestoneSteps, type Milestone } from '../MilestoneSteps/MilestoneSteps';
import * as styles from './ShipmentLots.css';

export interface ShipmentLot {
  id: number | string;
  /** Its name: `Shipment #12`. */
  title: string;
  /** How it travels: `Sea · MSC · B/L MEDUSS123456`. */
  summary: string;
  /** From where to where: `Santos → Hamburg`. */
  route: string;
  status: { label: string; tone: NonNullable<BadgeProps['tone']> };
  /** When it arrives, in words; `late` marks it as behind its plan. */
  arrival?: { text: string; late: boolean };
  /** Its milestones in route order. */
  steps: readonly Milestone[];
  /** What its supplier may do with it: record a milestone. */
  actions?: ReactNode;
}

export interface ShipmentLotsProps {
  lots: readonly ShipmentLot[];
  /** What shows when no lot is booked yet. */
  empty: string;
}

/** An order's lots: how each travels, where it stands and when it arrives, milestone by milestone. */
export function ShipmentLots({ lots, empty }: ShipmentLotsProps) {
  if (lots.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list} aria-label="Shipments">
      {lots.map((lot) => (
        <li key={lot.id} className={styles.lot} aria-label={lot.title}>
          <div className={styles.header}>
            <div>
              <p className={styles.title}>
                {lot.title} · {lot.route}
              </p>
              <p className={styles.summary}>{lot.summary}</p>
            </div>
            <Badge tone={lot.status.tone}>{lot.status.label}</Badge>
          </div>
          {lot.arrival && (
            <p className={styles.arrival} data-late={lot.arrival.late || undefined}>
              {lot.arrival.text}
            </p>
          )}
          {lot.steps.length > 0 && <MilestoneSteps label={`${lot.title} milestones`} steps={lot.steps} />}
          {lot.actions && <div className={styles.actions}>{lot.actions}</div>}
        </li>
      ))}
    </ul>
  );
}
