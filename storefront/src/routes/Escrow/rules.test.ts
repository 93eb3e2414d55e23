import type { EscrowMilestone } from '@rawex/api/contracts';
import { currentSamples } from '@rawex/fixtures/samples';
import { describe, expect, it } from 'vitest';
import { EMPTY_ESCROW, heldInEscrow, milestoneProgress, validateEscrow } from './rules';

const milestone = (status: EscrowMilestone['status']) => ({ status }) as EscrowMilestone;

describe('escrow rules', () => {
  it('count completed, verified and released milestones as progress, not pending ones', () => {
    expect(milestoneProgress([])).toBe(0);
    expect(milestoneProgress([milestone('pending'), milestone('pending')])).toBe(0);
    expect(milestoneProgress([milestone('completed'), milestone('pending')])).toBe(50);
    expect(
      milestoneProgress([
        milestone('verified'),
        milestone('released'),
        milestone('pending'),
        milestone('completed'),
      ]),
    ).toBe(75);
    expect(milestoneProgress([milestone('released')])).toBe(100);
  });

  it('hold the money of pending, funded and disputed escrows only', () => {
    const escrows = currentSamples().escrows;
    const held = escrows.filter((escrow) => ['pending', 'funded', 'disputed'].includes(escrow.status));
    const cents = held.reduce((sum, escrow) => sum + Math.round(Number(escrow.amount) * 100), 0);
    expect(heldInEscrow(escrows)).toBe((cents / 100).toFixed(2));
  });

  it('need every field and a release condition', () => {
    const errors = validateEscrow(EMPTY_ESCROW);
    expect(errors.orderId).toBe('Order ID is required.');
    expect(errors.amount).toBe('Amount is required.');
    expect(errors.releaseConditions).toBe('Choose at least one release condition.');
    const right = {
      orderId: 'ORD-1',
      buyer: 'A',
      seller: 'B',
      commodity: 'Cocoa',
      amount: '1000',
      quantity: '5',
      releaseConditions: ['Quality inspection passed'],
    };
    expect(Object.values(validateEscrow(right)).filter(Boolean)).toEqual([]);
  });
});
