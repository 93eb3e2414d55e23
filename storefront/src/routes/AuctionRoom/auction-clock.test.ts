import { describe, expect, it } from 'vitest';
import { clockOffset, countdown, duration } from './auction-clock';

describe('the auction room’s clock', () => {
  it('counts down by the server’s clock, to the second near the close', () => {
    const auction = { startsAt: '2026-12-07T10:00:00Z', endsAt: '2026-12-07T11:00:00Z' };
    expect(countdown(auction, Date.parse('2026-12-07T09:00:00Z'))).toEqual({
      label: 'Opens in',
      left: '1h 00m',
    });
    expect(countdown(auction, Date.parse('2026-12-07T10:55:53Z'))).toEqual({
      label: 'Closes in',
      left: '4m 07s',
    });
    expect(countdown(auction, Date.parse('2026-12-07T10:59:48.200Z'))).toEqual({
      label: 'Closes in',
      left: '12s',
    });
    expect(countdown(auction, Date.parse('2026-12-07T11:00:00Z'))).toEqual({ label: 'Closed', left: '' });
    expect(duration(2 * 86_400_000 + 4 * 3_600_000)).toBe('2d 4h');
  });

  it('takes a phone’s clock running 90 seconds slow into account', () => {
    const received = Date.parse('2026-12-07T10:58:30Z');
    const offset = clockOffset({ serverTime: '2026-12-07T11:00:00Z' }, received);
    expect(offset).toBe(90_000);
    expect(
      countdown({ startsAt: '2026-12-07T10:00:00Z', endsAt: '2026-12-07T11:02:00Z' }, received + offset).left,
    ).toBe('2m 00s');
  });
});
