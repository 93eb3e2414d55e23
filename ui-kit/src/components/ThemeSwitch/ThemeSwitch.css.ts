import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';

/** A button drawn as the kit's Switch: no box of its own, the focus ring around it. */
export const button = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: focusRing, outlineOffset: '2px' } },
});
