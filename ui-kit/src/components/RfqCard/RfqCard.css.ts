import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The link in the subtitle, in the text's colour: readable on both themes. */
export const link = style({
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
});
