import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const text = style({ margin: 0 });

export const date = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
