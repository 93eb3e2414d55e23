import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.sizeSm });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const line = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const payNext = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const warning = style({ color: vars.color.warning, fontWeight: vars.font.weightMedium });

export const reference = style({
  fontFamily: vars.font.mono,
  color: vars.color.text,
  letterSpacing: '0.02em',
});
