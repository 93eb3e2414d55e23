import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const valueText = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlSmall,
});

export const track = style({
  flexGrow: 1,
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const range = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const thumb = style({
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  border: `${vars.line.thick} solid ${vars.color.primary}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: { '&:focus-visible': { outline: focusRing, outlineOffset: '2px' } },
});
