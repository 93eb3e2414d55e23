import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.borderStrong } },
});

export const link = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.font.weightMedium });
