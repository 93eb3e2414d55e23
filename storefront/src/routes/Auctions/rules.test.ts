import { describe, expect, it } from 'vitest';
import { bidProgress, canBid, canWatch, nextBid, timeLeft } from './rules';

describe('auction rules', () => {
  it('measure bid progress toward the reserve, capped at 100%', () => {
    expect(bidProgress({ startingBid: '100.00', currentBid: '100.00', reservePrice: '200.00' })).toBe(0);
    expect(bidProgress({ startingBid: '100.00', currentBid: '150.00', reservePrice: '200.00' })).toBe(50);
    expect(bidProgress({ startingBid: '100.00', currentBid: '200.00', reservePrice: '200.00' })).toBe(100);
    expect(bidProgress({ startingBid: '100.00', currentBid: '260.00', reservePrice: '200.00' })).toBe(100);
  });

  it('aim at 1.5 × the starting bid without a reserve', () => {
    expect(bidProgress({ startingBid: '100.00', currentBid: '125.00', reservePrice: null })).toBe(50);
    expect(bidProgress({ startingBid: '100.00', currentBid: '150.00', reservePrice: null })).toBe(100);
  });

  it('stay sound when the reserve is at or under the start', () => {
    expect(bidProgress({ startingBid: '100.00', currentBid: '100.00', reservePrice: '100.00' })).toBe(100);
    expect(bidProgress({ startingBid: '0.00', currentBid: '0.00', reservePrice: null })).toBe(100);
  });

  it('ask the current bid plus the increment next, in cents', () => {
    expect(nextBid({ currentBid: '1845000.10', bidIncrement: '5000.20' })).toBe('1850000.30');
  });

  it('give time left in hours and minutes, or Ended', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeLeft('2026-11-22T17:45:30Z', now)).toBe('5h 45m');
    expect(timeLeft('2026-11-22T12:00:59Z', now)).toBe('Ended');
    expect(timeLeft('2026-11-22T12:01:00Z', now)).toBe('0h 1m');
    expect(timeLeft('2026-11-24T13:00:00Z', now)).toBe('49h 0m');
    expect(timeLeft('2026-11-22T11:00:00Z', now)).toBe('Ended');
  });

  it('offer Bid Now on live auctions and Watch on upcoming ones only', () => {
    expect(canBid('live')).toBe(true);
    expect(canBid('ending_soon')).toBe(false);
    expect(canBid('upcoming')).toBe(false);
    expect(canWatch('upcoming')).toBe(true);
    expect(canWatch('live')).toBe(false);
  });
});
