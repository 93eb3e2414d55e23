import { hairline, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const productRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  borderBottom: hairline,
});

export const thumbnail = style({
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const activity = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: hairline,
});

export const name = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });
