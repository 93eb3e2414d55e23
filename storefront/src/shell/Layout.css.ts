import { hairline, media, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const main = style({
  width: '100%',
  maxWidth: vars.size.container,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  minHeight: '60vh',
  '@media': {
    [media.mobile]: {
      padding: `${vars.space.lg} ${vars.space.md}`,
      // Room for the fixed bottom tab bar.
      paddingBottom: `calc(${vars.size.tabBar} + ${vars.space.xl})`,
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const footer = style({
  '@media': { [media.mobile]: { paddingBottom: vars.size.tabBar } },
});

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: hairline,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontFamily: vars.font.mono,
});

export const topBarFigure = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

export const topBarRise = style({ color: vars.color.success, fontWeight: vars.font.weightBold });

export const topBarEnd = style({ marginLeft: 'auto' });
