// The price filter's values apart from its slider: a screen that filters by price need not load the slider.

/** The spec's price filter: $0 to $10,000 in steps of $100. */
export const PRICE_RANGE = { min: 0, max: 10_000, step: 100 } as const;
export const DEFAULT_PRICE_RANGE: PriceRange = [PRICE_RANGE.min, PRICE_RANGE.max];

export type PriceRange = [min: number, max: number];

/** Whether a price per unit lies in the range; the top of the scale means "and above". */
export function isInPriceRange(price: string | number, [low, high]: PriceRange): boolean {
  const amount = Number(price);
  return amount >= low && (high >= PRICE_RANGE.max || amount <= high);
}
