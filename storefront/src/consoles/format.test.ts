import { describe, expect, it } from 'vitest';
import { formatClock, formatMillions, formatWholeUsd, statusLabel, timeAgo, toneOf } from './format';

describe('console formats', () => {
  it('write whole dollars and millions', () => {
    expect(formatWholeUsd('2845000.49')).toBe('$2,845,000');
    expect(formatWholeUsd(0)).toBe('$0');
    expect(formatMillions('23370750.00')).toBe('$23.4M');
  });

  it('write clock times on the UTC clock and ages', () => {
    expect(formatClock('2026-11-22T09:42:10.000Z')).toBe('09:42');
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:48:00Z', now)).toBe('12 min ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-20T11:00:00Z', now)).toBe('2 d ago');
  });

  it('label statuses and colour them', () => {
    expect(statusLabel('ending_soon')).toBe('Ending Soon');
    expect(toneOf('live')).toBe('success');
    expect(toneOf('pending')).toBe('warning');
    expect(toneOf('error')).toBe('danger');
    expect(toneOf('something else')).toBe('neutral');
  });
});
