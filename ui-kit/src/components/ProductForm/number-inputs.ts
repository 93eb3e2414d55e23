/** A field for a whole count (quantities): the numeric keypad, steps of 1, from `min`. */
export const wholeNumberInput = (min: 0 | 1) =>
  ({ type: 'number', inputMode: 'numeric', min: String(min), step: '1' }) as const;

/** A field for dollars and cents: the decimal keypad, steps of a cent. */
export const moneyInput = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;

/** A field for a percentage: the decimal keypad, above 0 and up to 100. */
export const percentInput = {
  type: 'number',
  inputMode: 'decimal',
  min: '0',
  max: '100',
  step: 'any',
} as const;
