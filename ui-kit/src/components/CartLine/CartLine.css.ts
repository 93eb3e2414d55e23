import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
  gridTemplateAreas: '"image details remove" "image controls total"',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  paddingBlock: vars.space.md,
  borderBlockEnd: hairline,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
      // The total and Remove share the last row, the total at its end: a seven-figure total needs
      // more room than the picture's column above it.
      gridTemplateAreas: '"image details" "controls controls" "footer footer"',
    },
  },
});

export const image = style({
  gridArea: 'image',
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const details = style({ gridArea: 'details', display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const price = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const nextTier = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.success });

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const total = style({
  gridArea: 'total',
  justifySelf: 'end',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { gridArea: 'footer' } },
});

export const remove = style({
  gridArea: 'remove',
  justifySelf: 'end',
  '@media': { [media.mobile]: { gridArea: 'footer', justifySelf: 'start' } },
});
