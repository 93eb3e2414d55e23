import { useId } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './BarChart.css';

export interface Bar {
  label: string;
  value: number;
  /** A colour of the bar's own (a channel's brand colour); the theme's primary otherwise. */
  colour?: string;
}

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** How a value reads beside its bar: `$2.8M`, `6.8%`. */
  formatValue?: (value: number) => string;
  /** The value of a full bar; the largest value by default. */
  max?: number;
  loading?: boolean;
  /** Said instead of the chart when something went wrong. */
  error?: string;
  emptyText?: string;
}

/**
 * A small horizontal bar chart. It is a real table — a row header per bar and its value — so a
 * screen reader reads the figures; the bars are SVG drawings hidden from it.
 */
export function BarChart({
  title,
  bars,
  formatValue = (value) => value.toLocaleString('en-US'),
  max,
  loading,
  error,
  emptyText = 'Nothing to chart yet.',
}: BarChartProps) {
  const titleId = useId();
  const top = max ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure className={styles.figure} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      {loading ? (
        <Skeleton height="8rem" />
      ) : error ? (
        <p className={styles.note} role="alert">
          {error}
        </p>
      ) : bars.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {bars.map((bar) => {
              const share = top > 0 ? Math.min(1, Math.max(0, bar.value / top)) : 0;
              return (
                <tr key={bar.label}>
                  <th scope="row" className={styles.labelCell} title={bar.label}>
                    {bar.label}
                  </th>
                  <td className={styles.barCell}>
                    <svg className={styles.bar} aria-hidden="true" focusable="false">
                      <rect className={styles.trackFill} width="100%" height="100%" rx="4" />
                      <rect
                        className={bar.colour ? undefined : styles.barFill}
                        style={bar.colour ? { fill: bar.colour } : undefined}
                        width={`${(share * 100).toFixed(2)}%`}
                        height="100%"
                        rx="4"
                      />
                    </svg>
                  </td>
                  <td className={styles.valueCell}>{formatValue(bar.value)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </figure>
  );
}
