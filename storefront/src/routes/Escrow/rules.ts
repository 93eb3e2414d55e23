import type { Escrow, EscrowMilestone } from '@rawex/api/contracts';
import { sumAmounts } from '@rawex/ui-kit';
import { check, type FieldErrors } from '../../consoles/sample-form';

const DONE: readonly EscrowMilestone['status'][] = ['completed', 'verified', 'released'];

/** The share of milestones completed, verified or released, in % (0 without milestones). */
export function milestoneProgress(milestones: readonly EscrowMilestone[]): number {
  if (milestones.length === 0) return 0;
  return (milestones.filter((milestone) => DONE.includes(milestone.status)).length / milestones.length) * 100;
}

export const milestonesDone = (milestones: readonly EscrowMilestone[]) =>
  milestones.filter((milestone) => DONE.includes(milestone.status)).length;

/** Money still held: escrows pending, funded or disputed. */
export const heldInEscrow = (escrows: readonly Escrow[]) =>
  sumAmounts(
    escrows
      .filter((escrow) => ['pending', 'funded', 'disputed'].includes(escrow.status))
      .map((escrow) => escrow.amount),
  );

export interface EscrowFormValues {
  orderId: string;
  buyer: string;
  seller: string;
  commodity: string;
  amount: string;
  quantity: string;
  releaseConditions: string[];
}

export const EMPTY_ESCROW: EscrowFormValues = {
  orderId: '',
  buyer: '',
  seller: '',
  commodity: '',
  amount: '',
  quantity: '',
  releaseConditions: [],
};

export function validateEscrow(values: EscrowFormValues): FieldErrors<EscrowFormValues> {
  return {
    orderId: check.required(values.orderId, 'Order ID'),
    buyer: check.required(values.buyer, 'Buyer'),
    seller: check.required(values.seller, 'Seller'),
    commodity: check.required(values.commodity, 'Commodity'),
    amount: check.positiveNumber(values.amount, 'Amount'),
    quantity: check.positiveNumber(values.quantity, 'Quantity'),
    releaseConditions:
      values.releaseConditions.length === 0 ? 'Choose at least one release condition.' : undefined,
  };
}
