import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. `60%` or `120px`. */
  width?: string;
  /** CSS height, e.g. `1em` or `180px`. */
  height?: string;
  className?: string;
}

/** A grey placeholder for content that is loading; hidden from screen readers. */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={[skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
