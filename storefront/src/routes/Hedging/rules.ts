import type { HedgeContract } from '@rawex/api/contracts';
import { lineTotal, sumAmounts } from '@rawex/ui-kit';
import { check, type FieldErrors } from '../../consoles/sample-form';

/** Below this hedge ratio (in %) the console warns (spec §9). */
export const RECOMMENDED_HEDGE_RATIO = 80;

export const isHedgeRatioLow = (ratio: number) => ratio < RECOMMENDED_HEDGE_RATIO;

/** The profit and loss of the open (active) contracts, a decimal string. */
export const openPnl = (contracts: readonly HedgeContract[]) =>
  sumAmounts(contracts.filter((contract) => contract.status === 'active').map((contract) => contract.pnl));

/** Market value per commodity of the active contracts, largest first. */
export function exposureByCommodity(contracts: readonly HedgeContract[]) {
  const totals = new Map<string, string>();
  for (const contract of contracts.filter((candidate) => candidate.status === 'active')) {
    const value = lineTotal(contract.currentPrice, contract.quantity);
    totals.set(contract.commodity, sumAmounts([totals.get(contract.commodity) ?? '0', value]));
  }
  return [...totals]
    .map(([label, value]) => ({ label, value: Number(value) }))
    .sort((a, b) => b.value - a.value);
}

export interface HedgeFormValues {
  commodity: string;
  contractType: string;
  quantity: string;
  strikePrice: string;
  expiryDate: string;
}

export const EMPTY_HEDGE: HedgeFormValues = {
  commodity: '',
  contractType: '',
  quantity: '',
  strikePrice: '',
  expiryDate: '',
};

export function validateHedge(values: HedgeFormValues, now: number): FieldErrors<HedgeFormValues> {
  return {
    commodity: check.required(values.commodity, 'Commodity'),
    contractType: check.required(values.contractType, 'Contract type'),
    quantity: check.positiveNumber(values.quantity, 'Quantity'),
    strikePrice: check.positiveNumber(values.strikePrice, 'Strike price'),
    expiryDate: check.futureDate(values.expiryDate, 'Expiry date', now),
  };
}
