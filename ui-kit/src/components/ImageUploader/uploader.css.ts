import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const dropzone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.primarySurface },
  },
});

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: hairline,
  background: vars.color.surface,
});

export const media = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' });

export const mainLabel = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const tileActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
