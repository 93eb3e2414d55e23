import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ fontSize: vars.font.sizeXxl, lineHeight: 1 });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.text });

export const description = style({ margin: 0, maxWidth: '42ch' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
