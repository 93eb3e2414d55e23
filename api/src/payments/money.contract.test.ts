import { describe, expect, it } from 'vitest';
import { moneyText } from './money.contract.ts';

describe('moneyText', () => {
  it('writes amounts with their currency and thousands separators, as people read them', () => {
    expect(moneyText('6390600.00', 'USD')).toBe('$6,390,600.00');
    expect(moneyText('12.5', 'EUR')).toBe('€12.50');
    expect(moneyText('0.00', 'USD')).toBe('$0.00');
    expect(moneyText('1250', 'JPY')).toBe('¥1,250');
  });

  it('prints the currency’s code on documents, the sign before it', () => {
    expect(moneyText('32000.00', 'USD', 'code')).toBe('USD\u00a032,000.00');
    expect(moneyText('-150.00', 'USD', 'code')).toBe('-USD\u00a0150.00');
  });

  it('keeps every cent of amounts past a float’s precision', () => {
    expect(moneyText('12345678901234.56', 'USD')).toBe('$12,345,678,901,234.56');
  });
});
