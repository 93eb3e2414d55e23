import { hairline, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const roles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.md,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weightMedium });

export const role = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});
