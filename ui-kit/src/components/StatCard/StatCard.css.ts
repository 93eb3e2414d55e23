import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
