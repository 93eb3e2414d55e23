import type { Auction } from '@rawex/api/contracts';

/**
 * How far the visitor's clock is behind the server's, from a state the server stamped with its
 * own time: a countdown counts from the server's clock, not from a phone's that runs off.
 */
export const clockOffset = (auction: Pick<Auction, 'serverTime'>, receivedAt: number) =>
  Date.parse(auction.serverTime) - receivedAt;

/** What the countdown says: to the open or the close by the server's clock, to the second. */
export function countdown(
  auction: Pick<Auction, 'startsAt' | 'endsAt'>,
  now: number,
): { label: 'Opens in' | 'Closes in' | 'Closed'; left: string } {
  const opensIn = Date.parse(auction.startsAt) - now;
  const closesIn = Date.parse(auction.endsAt) - now;
  if (opensIn > 0) return { label: 'Opens in', left: duration(opensIn) };
  if (closesIn > 0) return { label: 'Closes in', left: duration(closesIn) };
  return { label: 'Closed', left: '' };
}

/** `2d 4h`, `3h 05m`, `4m 07s`, `12s`: the two units that matter. */
export function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [days, hours, minutes] = [
    Math.floor(seconds / 86_400),
    Math.floor(seconds / 3600) % 24,
    Math.floor(seconds / 60) % 60,
  ];
  const pad = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${seconds}s`;
}
