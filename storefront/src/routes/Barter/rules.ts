import { check, type FieldErrors } from '../../consoles/sample-form';
import type { Tone } from '../../consoles/format';

const DAY_MS = 86_400_000;

/** Whole days until an offer expires, rounded up, never below 0. */
export function daysToExpiry(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

/** A match score's colour: 90 and above green, 75 blue, 60 yellow, below 60 red. */
export function matchScoreTone(score: number): Tone {
  if (score >= 90) return 'success';
  if (score >= 75) return 'info';
  if (score >= 60) return 'warning';
  return 'danger';
}

export interface BarterFormValues {
  offeredCommodity: string;
  offeredQuantity: string;
  wantedCommodity: string;
  wantedQuantity: string;
  category: string;
  expiresAt: string;
}

export const EMPTY_BARTER: BarterFormValues = {
  offeredCommodity: '',
  offeredQuantity: '',
  wantedCommodity: '',
  wantedQuantity: '',
  category: '',
  expiresAt: '',
};

export function validateBarter(values: BarterFormValues, now: number): FieldErrors<BarterFormValues> {
  return {
    offeredCommodity: check.required(values.offeredCommodity, 'What you offer'),
    offeredQuantity: check.positiveNumber(values.offeredQuantity, 'Quantity offered'),
    wantedCommodity: check.required(values.wantedCommodity, 'What you want'),
    wantedQuantity: check.positiveNumber(values.wantedQuantity, 'Quantity wanted'),
    category: check.required(values.category, 'Category'),
    expiresAt: check.futureDate(values.expiresAt, 'Expiry date', now),
  };
}
