import { DIRECTION_TERMS, type AuctionDirection } from '@rawex/api/contracts/auction-values';
import { Switch, TextField } from '@rawex/ui-kit';

const HINTS: Record<AuctionDirection, string> = {
  reverse: 'The most you pay; empty for none.',
  forward: 'The least you sell at; empty for none.',
};

/** A lot's ceiling (reverse) or reserve (forward) price, and whether bidders see it. */
export function LimitPriceFields({
  direction,
  perUnit,
  price,
  shown,
  onPrice,
  onShown,
  error,
}: {
  direction: AuctionDirection;
  /** What the price is per: `USD per t`. */
  perUnit: string;
  price: string;
  shown: boolean;
  onPrice: (price: string) => void;
  onShown: (shown: boolean) => void;
  error?: string;
}) {
  const words = DIRECTION_TERMS[direction].limitWords;
  return (
    <>
      <TextField
        label={`${words.charAt(0).toUpperCase()}${words.slice(1)} (${perUnit})`}
        inputMode="decimal"
        value={price}
        onChange={(event) => onPrice(event.target.value)}
        hint={HINTS[direction]}
        error={error}
      />
      <Switch
        label={`Show the ${words} to bidders`}
        checked={shown}
        onChange={onShown}
        disabled={!price.trim()}
      />
    </>
  );
}
