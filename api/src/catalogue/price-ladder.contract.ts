/**
 * A product's commercial terms: the base price from the minimum order, up to five cheaper rungs at
 * larger quantities, the multiple every quantity is made of, and an optional sample below the
 * minimum. The rules live here once: the API checks bodies with them, the database holds the same
 * ones as constraints, and the storefront checks its forms with them. The price at a quantity is the
 * database's alone (`sql/rawex_unit_price.sql`), asked through `GET /api/products/{id}/price`.
 */

import { formatAmount } from '@rawex/format';

export const MAX_PRICE_TIERS = 5;

export interface PriceTier {
  minQuantity: number;
  /** Dollars, two decimals, as every price. */
  price: string;
}

export interface ProductSample {
  quantity: number;
  price: string;
}

export interface LadderTerms {
  price: string;
  minimumOrder: number;
  orderMultiple: number;
  priceTiers: readonly PriceTier[];
  sample: ProductSample | null;
}

export interface LadderProblem {
  field: string;
  message: string;
}

const cents = (price: string) => Math.round(Number(price) * 100);

/** Every broken rule of a product's terms, each naming its field (a rung by its place, from 0). */
export function ladderProblems(terms: LadderTerms): LadderProblem[] {
  const problems: LadderProblem[] = [];
  const { minimumOrder, orderMultiple, priceTiers, sample } = terms;
  if (minimumOrder % orderMultiple !== 0) {
    problems.push({
      field: 'minimumOrder',
      message: `must be a multiple of the order multiple (${orderMultiple})`,
    });
  }
  if (priceTiers.length > MAX_PRICE_TIERS) {
    problems.push({ field: 'priceTiers', message: `can hold at most ${MAX_PRICE_TIERS} rungs` });
  }
  priceTiers.forEach((tier, index) => {
    const rung = `Rung ${index + 1}`;
    const below = index === 0 ? undefined : priceTiers[index - 1];
    const floor = below ? below.minQuantity : minimumOrder;
    if (tier.minQuantity <= floor) {
      problems.push({
        field: `priceTiers.${index}.minQuantity`,
        message: `${rung}: must be above ${floor.toLocaleString('en-US')}, ${below ? `rung ${index}’s quantity` : 'the minimum order'}`,
      });
    } else if (tier.minQuantity % orderMultiple !== 0) {
      problems.push({
        field: `priceTiers.${index}.minQuantity`,
        message: `${rung}: must be a multiple of the order multiple (${orderMultiple})`,
      });
    }
    const ceiling = below ? below.price : terms.price;
    if (cents(tier.price) <= 0) {
      problems.push({ field: `priceTiers.${index}.price`, message: `${rung}: must be above 0` });
    } else if (cents(tier.price) >= cents(ceiling)) {
      problems.push({
        field: `priceTiers.${index}.price`,
        message: `${rung}: must be below ${formatAmount(ceiling)}, ${below ? `rung ${index}’s price` : 'the base price'}`,
      });
    }
  });
  if (sample && sample.quantity >= minimumOrder) {
    problems.push({
      field: 'sample.quantity',
      message: `must be below the minimum order (${minimumOrder.toLocaleString('en-US')})`,
    });
  }
  return problems;
}
