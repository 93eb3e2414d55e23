import { useMemo } from 'react';
import { Select } from '../Select/Select';

export interface IncotermOption {
  /** EXW, FOB, CIF … */
  code: string;
  /** Ex Works, Free On Board … */
  name: string;
  /** What its named place is: `port of shipment` for FOB. */
  namedPlace?: string;
  /** A place of that kind: `Santos, or any port in Brazil`. */
  placeExample?: string;
}

/**
 * The field naming a rule's place: labelled `Port of shipment` for FOB (else `Named place`), an
 * example of such a place as its placeholder.
 */
export function namedPlaceField(
  terms: readonly IncotermOption[],
  code: string,
): { label: string; placeholder?: string } {
  const term = terms.find((option) => option.code === code);
  const label = term?.namedPlace
    ? term.namedPlace.charAt(0).toUpperCase() + term.namedPlace.slice(1)
    : 'Named place';
  return term?.placeExample ? { label, placeholder: term.placeExample } : { label };
}

export interface IncotermSelectProps {
  /** The rules offered (the API's list), in the order they are shown. */
  terms: readonly IncotermOption[];
  value: string;
  onChange: (code: string) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
}

/** Picks the delivery terms by code, each shown with its full name: "CIF — Cost, Insurance and Freight". */
export function IncotermSelect({ terms, label = 'Incoterm', ...props }: IncotermSelectProps) {
  const options = useMemo(
    () => terms.map((term) => ({ value: term.code, label: `${term.code} — ${term.name}` })),
    [terms],
  );
  return <Select label={label} options={options} placeholder="Choose the delivery terms" {...props} />;
}
