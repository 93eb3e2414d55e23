import { describe, expect, it } from 'vitest';
import { atRate, moneyText } from './money.contract.ts';

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

  it('states an amount at a rate, rounded half up to the cent', () => {
    expect(atRate('3900.00', '0.9234')).toBe('3601.26');
    expect(atRate('0.00', '1.0842')).toBe('0.00');
    expect(atRate('-150.00', '0.8555')).toBe('-128.33');
    expect(atRate('10.00', '0.00005')).toBe('0.00');
    expect(atRate('0.01', '150')).toBe('1.50');
  });

  it('keeps every cent of amounts past a float’s precision', () => {
    expect(moneyText('12345678901234.56', 'USD')).toBe('$12,345,678,901,234.56');
  });
});
