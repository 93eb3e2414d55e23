import { describe, expect, it } from 'vitest';
import { check } from './sample-form';

describe('console form rules', () => {
  it('want something in a required field', () => {
    expect(check.required('  ', 'Order ID')).toBe('Order ID is required.');
    expect(check.required('ORD-1', 'Order ID')).toBeUndefined();
  });

  it('want a number above 0', () => {
    expect(check.positiveNumber('', 'Quantity')).toBe('Quantity is required.');
    expect(check.positiveNumber('ten', 'Quantity')).toBe('Quantity must be a number.');
    expect(check.positiveNumber('0', 'Quantity')).toBe('Quantity must be more than 0.');
    expect(check.positiveNumber('-3', 'Quantity')).toBe('Quantity must be more than 0.');
    expect(check.positiveNumber('0.5', 'Quantity')).toBeUndefined();
  });

  it('want a date after today', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(check.futureDate('', 'Expiry date', now)).toBe('Expiry date is required.');
    expect(check.futureDate('2026-11-21', 'Expiry date', now)).toBe('Expiry date must be in the future.');
    expect(check.futureDate('2026-11-22', 'Expiry date', now)).toBeUndefined();
    expect(check.futureDate('2027-01-31', 'Expiry date', now)).toBeUndefined();
  });
});
