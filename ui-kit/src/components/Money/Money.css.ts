import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const money = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

export const estimate = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
