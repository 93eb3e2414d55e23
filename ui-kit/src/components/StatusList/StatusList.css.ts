import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const name = style({ fontWeight: vars.font.weightMedium, fontSize: vars.font.sizeSm });

export const detail = style({
  flex: 1,
  minWidth: '8rem',
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});
