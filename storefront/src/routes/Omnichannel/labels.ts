import type { Channel } from '@rawex/api/contracts';
import { AUTO_RESPONSE_MODES } from '@rawex/api/contracts/console-values';
import { type Tone } from '../../consoles/format';

/** How the console names channels' states and auto-response modes. */

export const AUTO_RESPONSE_LABELS: Record<(typeof AUTO_RESPONSE_MODES)[number], string> = {
  instant: 'Instant Response',
  business: 'Business Hours Only',
  manual: 'Manual Only',
};
export const autoResponseOptions = AUTO_RESPONSE_MODES.map((mode) => ({
  value: mode,
  label: AUTO_RESPONSE_LABELS[mode],
}));

export const CONNECTION: Record<Channel['status'], [string, Tone]> = {
  active: ['Connected', 'success'],
  pending: ['Pending verification', 'warning'],
  inactive: ['Disconnected', 'neutral'],
  error: ['Error', 'danger'],
};

export type ShowTab = (tab: string) => void;
