import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightTight,
  '@media': { [media.mobile]: { fontSize: vars.font.sizeXl } },
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
