import { describe, expect, it } from 'vitest';
import { daysToExpiry, EMPTY_BARTER, matchScoreTone, validateBarter } from './rules';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('barter rules', () => {
  it('round days to expiry up and never below 0', () => {
    expect(daysToExpiry('2026-11-22T12:00:00Z', now)).toBe(0);
    expect(daysToExpiry('2026-11-22T12:00:01Z', now)).toBe(1);
    expect(daysToExpiry('2026-11-23T12:00:00Z', now)).toBe(1);
    expect(daysToExpiry('2026-11-23T12:00:01Z', now)).toBe(2);
    expect(daysToExpiry('2026-11-01T00:00:00Z', now)).toBe(0);
  });

  it('colour match scores at 90, 75 and 60', () => {
    expect(matchScoreTone(100)).toBe('success');
    expect(matchScoreTone(90)).toBe('success');
    expect(matchScoreTone(89)).toBe('info');
    expect(matchScoreTone(75)).toBe('info');
    expect(matchScoreTone(74)).toBe('warning');
    expect(matchScoreTone(60)).toBe('warning');
    expect(matchScoreTone(59)).toBe('danger');
    expect(matchScoreTone(0)).toBe('danger');
  });

  it('name each missing field of a new offer', () => {
    expect(validateBarter(EMPTY_BARTER, now)).toMatchObject({
      offeredCommodity: 'What you offer is required.',
      wantedQuantity: 'Quantity wanted is required.',
      expiresAt: 'Expiry date is required.',
    });
  });
});
