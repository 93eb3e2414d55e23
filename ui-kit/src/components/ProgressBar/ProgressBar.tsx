import { Progress } from '@ark-ui/react/progress';
import { useId } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ProgressBar.css';
import type { ProgressTone } from './ProgressBar.css';

export type { ProgressTone };

export interface ProgressBarProps {
  label: string;
  /** 0 to 100; values outside are shown at the nearest end. */
  value: number;
  /** What the figure says, if not `42%`: `3 of 4 milestones`. */
  valueText?: string;
  tone?: ProgressTone;
  hideLabel?: boolean;
  loading?: boolean;
}

/** How far something has come, on Ark's Progress: a progressbar role with its value for screen readers. */
export function ProgressBar({ label, value, valueText, tone, hideLabel, loading }: ProgressBarProps) {
  const labelId = useId();
  if (loading) return <Skeleton height="1.75rem" />;
  const clamped = Math.min(100, Math.max(0, value));
  const text = valueText ?? `${Math.round(clamped)}%`;
  return (
    <Progress.Root className={styles.root} value={clamped} translations={{ value: () => text }}>
      <div className={hideLabel ? visuallyHidden : styles.header}>
        <Progress.Label id={labelId}>{label}</Progress.Label>
        <span className={styles.valueText}>{text}</span>
      </div>
      {/* Named by its label, its figure read as the value text (Ark names it by the figure). */}
      <Progress.Track className={styles.track} aria-labelledby={labelId} aria-valuetext={text}>
        <Progress.Range className={styles.range({ tone })} />
      </Progress.Track>
    </Progress.Root>
  );
}
