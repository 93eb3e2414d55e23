import { formatDate } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './MilestoneSteps.css';

export interface Milestone {
  title: string;
  /** When it was reached (ISO 8601); null while it is to come. */
  reachedAt: string | null;
  /** A line under it: where, or when it is expected. */
  note?: string;
}

export interface MilestoneStepsProps {
  label: string;
  steps: readonly Milestone[];
}

/** Steps in their order, each done with its date or still to come; the last one done is current. */
export function MilestoneSteps({ label, steps }: MilestoneStepsProps) {
  const current = steps.findLastIndex((step) => step.reachedAt !== null);
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const done = step.reachedAt !== null;
        return (
          <li
            key={step.title}
            className={styles.step}
            data-done={done || undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <span>
              <span className={styles.title}>
                {step.title}
                <span className={visuallyHidden}>{done ? ' (done)' : ' (to come)'}</span>
              </span>
              {step.reachedAt && <span className={styles.date}> · {formatDate(step.reachedAt)}</span>}
              {step.note && <span className={styles.note}>{step.note}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
