import { describe, expect, it, vi } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatOrderNumber,
  formatPrice,
  formatQuantity,
  formatUnitPrice,
  lineTotal,
  perUnitLabel,
  pluralize,
  specificationLabel,
  sumAmounts,
  sumByCurrency,
  formatAmounts,
} from './format';

describe('formatting', () => {
  it('writes amounts in US English with their currency’s symbol and minor units, from decimal strings or numbers', () => {
    expect(formatPrice('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatPrice(0, 'USD')).toBe('$0.00');
    expect(formatPrice('45250.00', 'USD')).toBe('$45,250.00');
    expect(formatPrice('162080', 'JPY')).toBe('¥162,080');
    expect(formatPrice('12.5', 'KWD')).toBe('KWD 12.500');
  });

  it('adds amounts up per currency, never across, and writes the totals side by side', () => {
    const totals = sumByCurrency([
      { amount: '10.50', currency: 'EUR' },
      { amount: '4.20', currency: 'USD' },
      { amount: '0.50', currency: 'EUR' },
    ]);
    expect(totals).toEqual([
      { amount: '11.00', currency: 'EUR' },
      { amount: '4.20', currency: 'USD' },
    ]);
    expect(formatAmounts(totals)).toBe('€11.00 + $4.20');
    expect(formatAmounts([])).toBe('');
  });

  it('labels prices per unit', () => {
    expect(perUnitLabel('metric ton')).toBe('per metric ton');
    expect(formatUnitPrice('12.5', 'EUR', 'kg')).toBe('€12.50 / kg');
  });

  it('pads order numbers to six digits', () => {
    expect(formatOrderNumber(42)).toBe('000042');
    expect(formatOrderNumber(1234567)).toBe('1234567');
  });

  it('shortens large values past each threshold, else keeps two decimals', () => {
    expect(formatCompact(2_500_000_000)).toBe('2.5B');
    expect(formatCompact(1_000_000_000)).toBe('1000.0M');
    expect(formatCompact(3_400_000)).toBe('3.4M');
    expect(formatCompact(5_600)).toBe('5.6K');
    expect(formatCompact(1_000)).toBe('1000.00');
    expect(formatCompact(12.345)).toBe('12.35');
  });

  it('writes dates in US English', () => {
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
  });

  it('writes a moment with its time, in UTC, and says so', () => {
    expect(formatDateTime('2026-11-21T09:30:00Z')).toBe('Nov 21, 2026, 9:30 AM UTC');
  });

  it('dates a moment on the UTC calendar in any time zone, so a page rendered on the server shows the day the browser does', async () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    vi.resetModules();
    try {
      const { formatDate: formatFar } = await import('./format');
      expect(formatFar('2026-11-21T23:30:00Z')).toBe('Nov 21, 2026');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('counts with the right noun', () => {
    expect(pluralize(1, 'product')).toBe('1 product');
    expect(pluralize(1200, 'product')).toBe('1,200 products');
  });

  it('writes a quantity in its unit, singular or plural as English has it', () => {
    expect(formatQuantity(1, 'metric ton')).toBe('1 metric ton');
    expect(formatQuantity(60_000, 'metric ton')).toBe('60,000 metric tons');
    expect(formatQuantity(20, 'barrel')).toBe('20 barrels');
    expect(formatQuantity(3, 'box')).toBe('3 boxes');
    expect(formatQuantity(2, 'troy ounce')).toBe('2 troy ounces');
    expect(formatQuantity(500, 'kg')).toBe('500 kg');
    expect(formatQuantity(24, 'm³')).toBe('24 m³');
    expect(formatQuantity(15, 'MWh')).toBe('15 MWh');
    expect(formatQuantity(40, 'head')).toBe('40 head');
    expect(formatQuantity(5, 'bales')).toBe('5 bales');
  });

  it('multiplies and adds money in whole cents', () => {
    expect(lineTotal('0.10', 3)).toBe('0.30');
    expect(lineTotal('1234.56', 1000)).toBe('1234560.00');
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('labels a specification key as words, its unit in brackets', () => {
    expect(specificationLabel('leadTimeDays')).toBe('Lead time (days)');
    expect(specificationLabel('paymentTerms')).toBe('Payment terms');
    expect(specificationLabel('origin')).toBe('Origin');
    expect(specificationLabel('moisture_percent')).toBe('Moisture (%)');
    expect(specificationLabel('Moisture content')).toBe('Moisture content');
    expect(specificationLabel('days')).toBe('Days');
  });
});
