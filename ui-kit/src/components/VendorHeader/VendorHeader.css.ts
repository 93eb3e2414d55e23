import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  gap: vars.space.xl,
  padding: vars.space.xl,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.mobile]: { flexDirection: 'column', padding: vars.space.lg, gap: vars.space.md } },
});

export const body = style({ display: 'grid', gap: vars.space.sm, flexGrow: 1, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const name = style({ margin: 0, fontSize: vars.font.sizeXl, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  fontSize: vars.font.sizeSm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignSelf: 'flex-start',
  '@media': { [media.mobile]: { alignSelf: 'stretch' } },
});
