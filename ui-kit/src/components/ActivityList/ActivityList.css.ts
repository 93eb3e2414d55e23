import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: hairline,
  fontSize: vars.font.sizeSm,
});

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const time = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.font.sizeXs });
