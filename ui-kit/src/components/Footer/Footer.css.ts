import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const footer = style({
  marginBlockStart: vars.space.xxxl,
  background: vars.color.surface,
  borderBlockStart: hairline,
  '@media': { [media.mobile]: { paddingBlockEnd: vars.size.tabBar } },
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.xl,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: vars.space.xl,
});

export const groupTitle = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeSm });

export const links = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: vars.space.xl,
  paddingBlockStart: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
});

export const tagline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
