import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  isValidCreditorReference,
  orderPaymentReference,
  printedCreditorReference,
} from './creditor-reference.ts';

describe('ISO 11649 creditor references', () => {
  it('computes the check digits of the standard’s example, and reads it as a statement may carry it', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('rf18539007547034')).toBe(true);
    expect(isValidCreditorReference(creditorReference('A1B2C3'))).toBe(true);
  });

  it('refuses a reference with a wrong check digit, a changed character or a bad shape', () => {
    expect(isValidCreditorReference('RF19539007547034')).toBe(false);
    expect(isValidCreditorReference('RF18539007547035')).toBe(false);
    expect(isValidCreditorReference('RF18')).toBe(false);
    expect(isValidCreditorReference('XX18539007547034')).toBe(false);
    expect(isValidCreditorReference(`RF18${'1'.repeat(22)}`)).toBe(false);
  });

  it('gives each order a valid reference of its own, printed in groups of four', () => {
    const references = [1, 2, 42, 99_999_999, 123_456_789].map(orderPaymentReference);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(isValidCreditorReference(reference)).toBe(true);
    expect(printedCreditorReference(orderPaymentReference(42))).toMatch(/^RF\d{2} RX00 0000 42$/);
  });
});
