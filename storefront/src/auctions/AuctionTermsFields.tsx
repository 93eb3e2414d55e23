import { createAuctionBodySchema, type CreateAuctionRequest } from '@rawex/api/contracts';
import {
  AUCTION_VISIBILITIES,
  AUCTION_VISIBILITY_LABELS,
  type AuctionVisibility,
} from '@rawex/api/contracts/auction-values';
import { Select, TextField } from '@rawex/ui-kit';
import { checkAgainst } from '../forms/check-against';
import type { FormErrors } from '../forms/use-api-form';
import { withLocalOffset } from '../forms/local-time';
import { useTimeZone } from '../hooks/use-time-zone';

/** The terms of an auction either side runs: when it opens, how long it runs, its step, what bidders see. */
export interface AuctionTerms {
  /** A datetime-local value, in the visitor's time; empty: it opens now. */
  opensAt: string;
  minutes: string;
  step: string;
  visibility: AuctionVisibility;
}

export const AUCTION_TERM_LABELS = {
  startsAt: 'Opens',
  endsAt: 'Runs for',
  step: 'Minimum step',
  visibility: 'Bidders see',
};

export const AUCTION_TERMS_DEFAULT: AuctionTerms = {
  opensAt: '',
  minutes: '60',
  step: '',
  visibility: 'leading_price',
};

const DURATIONS = [
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '240', label: '4 hours' },
  { value: '1440', label: '1 day' },
  { value: '4320', label: '3 days' },
];

const VISIBILITY_OPTIONS = AUCTION_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: AUCTION_VISIBILITY_LABELS[visibility],
}));

/** The terms as the API takes them: opening when chosen (else now), closing the chosen time later. */
export function auctionTermsBody(
  terms: AuctionTerms,
): Pick<CreateAuctionRequest, 'startsAt' | 'endsAt' | 'step' | 'visibility'> {
  const opening = terms.opensAt ? new Date(terms.opensAt) : new Date();
  // No time at all (typed where the browser has no picker): sent as typed, for the contract to say so.
  const when = Number.isNaN(opening.getTime())
    ? { startsAt: terms.opensAt, endsAt: terms.opensAt }
    : {
        startsAt: terms.opensAt ? withLocalOffset(terms.opensAt) : opening.toISOString(),
        endsAt: new Date(opening.getTime() + Number(terms.minutes) * 60_000).toISOString(),
      };
  return {
    ...when,
    step: { kind: 'amount', value: terms.step.trim(), from: 'leading' },
    visibility: terms.visibility,
  };
}

/**
 * An auction to create checked with the API's contract: the fields of its first lot (the form's
 * lot fields) under their own labels, the rest under theirs.
 */
export function checkAuction<Field extends string, LotField extends string>(
  auction: Record<string, unknown> & { lots: readonly unknown[] },
  labels: Record<Field, string>,
  lotLabels: Record<LotField, string>,
) {
  const whole = checkAgainst(createAuctionBodySchema, auction, labels);
  const lot = checkAgainst(createAuctionBodySchema.shape.lots.element, auction.lots[0], lotLabels);
  return lot.errors ? { errors: { ...whole.errors, ...lot.errors } } : whole;
}

/** The fields of an auction's terms; `unit` names what the step is measured in (`USD per t`). */
export function AuctionTermsFields({
  terms,
  errors,
  onChange,
  unit,
}: {
  terms: AuctionTerms;
  errors: FormErrors;
  onChange: <Key extends keyof AuctionTerms>(key: Key, value: AuctionTerms[Key]) => void;
  unit: string;
}) {
  const zone = useTimeZone();
  return (
    <>
      <TextField
        label={AUCTION_TERM_LABELS.startsAt}
        type="datetime-local"
        value={terms.opensAt}
        onChange={(event) => onChange('opensAt', event.target.value)}
        hint={`Empty: now${zone ? `. In your time (${zone})` : ''}; bidders are told at once.`}
        error={errors.startsAt}
      />
      <Select
        label={AUCTION_TERM_LABELS.endsAt}
        options={DURATIONS}
        value={terms.minutes}
        onChange={(minutes) => onChange('minutes', minutes)}
        error={errors.endsAt}
      />
      <TextField
        label={`${AUCTION_TERM_LABELS.step} (${unit})`}
        inputMode="decimal"
        value={terms.step}
        onChange={(event) => onChange('step', event.target.value)}
        hint="How much each bid must beat the leading one by."
        error={errors.step ?? errors['step.value']}
      />
      <Select
        label={AUCTION_TERM_LABELS.visibility}
        options={VISIBILITY_OPTIONS}
        value={terms.visibility}
        onChange={(visibility) => onChange('visibility', visibility)}
        error={errors.visibility}
      />
    </>
  );
}
