/**
 * How the consoles write their figures: amounts, whole dollars, millions, clock times and ages, and
 * a badge tone for every status word the sample records use.
 */
import { formatPrice, formatUnitPrice } from '@rawex/ui-kit';

/** The sample records' currency: their markets quote them in US dollars. */
const SAMPLE_CURRENCY = 'USD';

/** An amount of the sample records: `$2,845,000.00`. */
export const formatSampleMoney = (amount: string | number) => formatPrice(amount, SAMPLE_CURRENCY);

/** A sample record's price with its unit: `$412.50 / bushel`. */
export const formatSampleUnitPrice = (amount: string | number, unit: string) =>
  formatUnitPrice(amount, SAMPLE_CURRENCY, unit);

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: SAMPLE_CURRENCY,
  maximumFractionDigits: 0,
});

/** Dollars without cents: `$2,845,000` (the omnichannel view shows no decimals). */
export function formatWholeUsd(amount: string | number): string {
  return wholeUsd.format(Number(amount));
}

/** Dollars in millions, one decimal: `$23.4M`. */
export function formatMillions(amount: string | number): string {
  return `$${(Number(amount) / 1e6).toFixed(1)}M`;
}

export function formatPercent(value: number, decimals = 1): string {
  return `${value.toFixed(decimals)}%`;
}

/** A time of day on the UTC clock (like the marketplace's calendar): `09:42`. */
export function formatClock(timestamp: string): string {
  return timestamp.slice(11, 16);
}

/** How long ago, roughly: `just now`, `12 min ago`, `3 h ago`, `2 d ago`. */
export function timeAgo(timestamp: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(timestamp)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** `ending_soon` → `Ending Soon`. */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type Tone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger';

const tones: Record<string, Tone> = {
  active: 'success',
  live: 'success',
  online: 'success',
  funded: 'info',
  released: 'success',
  completed: 'success',
  verified: 'info',
  confirmed: 'success',
  delivered: 'success',
  filled: 'success',
  exercised: 'info',
  matched: 'info',
  connected: 'success',
  responded: 'info',
  resolved: 'success',
  shipped: 'info',
  available: 'primary',
  pending: 'warning',
  paused: 'warning',
  upcoming: 'info',
  ending_soon: 'warning',
  negotiating: 'warning',
  typing: 'info',
  open: 'info',
  new: 'warning',
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
  disputed: 'danger',
  error: 'danger',
  failed: 'danger',
  rejected: 'danger',
  cancelled: 'danger',
  expired: 'neutral',
  ended: 'neutral',
  sold: 'neutral',
  inactive: 'neutral',
  offline: 'neutral',
};

/** The badge colour of a status word: good green, waiting yellow, wrong red, the rest grey. */
export function toneOf(status: string): Tone {
  return tones[status] ?? 'neutral';
}
