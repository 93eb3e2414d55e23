import { useMemo } from 'react';
import { Select } from '../Select/Select';

export interface IncotermOption {
  /** EXW, FOB, CIF … */
  code: string;
  /** Ex Works, Free On Board … */
  name: string;
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
