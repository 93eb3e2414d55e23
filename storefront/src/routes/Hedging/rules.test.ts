import { currentSamples } from '@rawex/fixtures/samples';
import { describe, expect, it } from 'vitest';
import { EMPTY_HEDGE, exposureByCommodity, isHedgeRatioLow, openPnl, validateHedge } from './rules';

const contracts = currentSamples().hedging.contracts;

describe('hedging rules', () => {
  it('warn below a hedge ratio of 80%, not at it', () => {
    expect(isHedgeRatioLow(79.9)).toBe(true);
    expect(isHedgeRatioLow(80)).toBe(false);
    expect(isHedgeRatioLow(95)).toBe(false);
  });

  it('add up the open contracts only, in cents', () => {
    const active = contracts.filter((contract) => contract.status === 'active');
    const cents = active.reduce((sum, contract) => sum + Math.round(Number(contract.pnl) * 100), 0);
    expect(openPnl(contracts)).toBe((cents / 100).toFixed(2));
    expect(openPnl([])).toBe('0.00');
  });

  it('rank the exposure by commodity, largest first', () => {
    const exposure = exposureByCommodity(contracts);
    expect(exposure.map((row) => row.value)).toEqual(
      [...exposure.map((row) => row.value)].sort((a, b) => b - a),
    );
    expect(exposure.every((row) => contracts.some((contract) => contract.commodity === row.label))).toBe(
      true,
    );
  });

  it('name every missing or wrong field of a new hedge', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(validateHedge(EMPTY_HEDGE, now)).toEqual({
      commodity: 'Commodity is required.',
      contractType: 'Contract type is required.',
      quantity: 'Quantity is required.',
      strikePrice: 'Strike price is required.',
      expiryDate: 'Expiry date is required.',
    });
    const right = {
      commodity: 'Copper',
      contractType: 'futures',
      quantity: '250',
      strikePrice: '9150',
      expiryDate: '2027-03-31',
    };
    expect(Object.values(validateHedge(right, now)).filter(Boolean)).toEqual([]);
  });
});
