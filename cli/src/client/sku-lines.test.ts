import { describe, expect, it } from 'vitest';
import { SkuLines } from './sku-lines.ts';

describe('SkuLines', () => {
  it('answers the first line of every SKU met again, across the table’s growth', () => {
    const skus = new SkuLines();
    const count = 200_000;
    let repeated = 0;
    for (let line = 2; line < count + 2; line += 1) {
      if (skus.firstLineOf(`KE-AA-${line}`, line) !== undefined) repeated += 1;
    }
    expect(repeated).toBe(0);
    for (const line of [2, 3, 65_537, 131_073, count + 1]) {
      expect(skus.firstLineOf(`KE-AA-${line}`, count + 10)).toBe(line);
    }
    expect(skus.firstLineOf('KE-AA-1', count + 11)).toBeUndefined();
    expect(skus.firstLineOf('ke-aa-2', count + 12)).toBeUndefined();
  });
});
