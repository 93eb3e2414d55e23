import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const strip = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const entry = style({ position: 'relative', flexShrink: 0 });

export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, [data-open] > &': { background: vars.color.primarySurface, color: vars.color.primaryHover },
  },
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: '220px',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  border: hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const childLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});

export const skeleton = style({ flexShrink: 0, width: '120px' });
