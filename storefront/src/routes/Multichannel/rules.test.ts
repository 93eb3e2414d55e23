import type { Channel } from '@rawex/api/contracts';
import { describe, expect, it } from 'vitest';
import { isSwitchedOn, revenueShares, statusAfterSwitch } from './rules';

describe('multichannel rules', () => {
  it('switch on only an active channel', () => {
    expect(isSwitchedOn('active')).toBe(true);
    for (const status of ['pending', 'inactive', 'error'] as const) expect(isSwitchedOn(status)).toBe(false);
    expect(statusAfterSwitch(true)).toBe('active');
    expect(statusAfterSwitch(false)).toBe('inactive');
  });

  it('give each channel its share of the revenue', () => {
    const shares = revenueShares([
      { name: 'A', revenue: '300.00', colour: '#000' },
      { name: 'B', revenue: '100.00', colour: '#111' },
    ] as Channel[]);
    expect(shares.map((share) => share.value)).toEqual([75, 25]);
    expect(revenueShares([{ name: 'A', revenue: '0.00', colour: '#000' }] as Channel[])[0]!.value).toBe(0);
  });
});
