import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RANGE, isInPriceRange } from './price-range';

describe('isInPriceRange', () => {
  it('keeps prices between the thumbs, ends included', () => {
    expect(isInPriceRange('500.00', [500, 2500])).toBe(true);
    expect(isInPriceRange('2500.00', [500, 2500])).toBe(true);
    expect(isInPriceRange('499.99', [500, 2500])).toBe(false);
    expect(isInPriceRange('2500.01', [500, 2500])).toBe(false);
  });

  it('treats the top of the scale as "and above", so the default range hides nothing', () => {
    expect(isInPriceRange('48000.00', DEFAULT_PRICE_RANGE)).toBe(true);
    expect(isInPriceRange('48000.00', [9000, 10000])).toBe(true);
  });
});
