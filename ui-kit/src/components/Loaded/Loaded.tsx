import type { ReactNode } from 'react';

export interface LoadedProps<T> {
  /** What was read; undefined while it is on its way. */
  data: T | undefined;
  /** Shown in place of everything else when the read failed: an announced EmptyState, say. */
  failed?: ReactNode;
  /** Shown while the data is on its way: a skeleton the size of what comes. */
  placeholder: ReactNode;
  /** Shown for an empty list, when given. */
  empty?: ReactNode;
  /** What the data shows. */
  children: (data: T) => ReactNode;
}

/**
 * What a read shows, in the same order everywhere: its failure, else its placeholder while it
 * loads, else its empty state, else its data.
 */
export function Loaded<T>({ data, failed, placeholder, empty, children }: LoadedProps<T>): ReactNode {
  if (failed) return failed;
  if (data === undefined) return placeholder;
  if (empty !== undefined && Array.isArray(data) && data.length === 0) return empty;
  return children(data);
}
