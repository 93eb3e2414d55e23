import { style } from '@vanilla-extract/css';
import { focusRing, surfacePanel } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const card = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
    alignContent: 'start',
    minWidth: 0,
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const media = style({
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

/** Takes the row; where badges would squeeze it under 10rem they move to the next line. */
export const heading = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 10rem', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

/** A title that leads to the record's page reads as the title, underlined when pointed at. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
  },
});

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const fieldLabel = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const fieldValue = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
