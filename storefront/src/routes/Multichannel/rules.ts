import type { Channel } from '@rawex/api/contracts';
import type { ChannelStatus } from '@rawex/api/contracts/console-values';

/** What a channel in the error state says (spec §8). */
export const CHANNEL_ERROR_TEXT = 'Connection error - Check API credentials';

/** How many channels the overview shows. */
export const OVERVIEW_CHANNELS = 4;

/** A channel's switch is on exactly when the channel is active. */
export const isSwitchedOn = (status: ChannelStatus) => status === 'active';

/** The status a channel takes when its switch is flipped: on is active, off is inactive. */
export const statusAfterSwitch = (on: boolean): ChannelStatus => (on ? 'active' : 'inactive');

/** Each channel's share of the revenue, in %. */
export function revenueShares(channels: readonly Channel[]) {
  const total = channels.reduce((sum, channel) => sum + Number(channel.revenue), 0);
  return channels.map((channel) => ({
    label: channel.name,
    value: total === 0 ? 0 : (Number(channel.revenue) / total) * 100,
    colour: channel.colour,
  }));
}
