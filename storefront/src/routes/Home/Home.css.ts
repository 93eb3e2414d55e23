import { hairline, media, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.primarySurface}, ${vars.color.surface})`,
  border: hairline,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const tagline = style({
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontSize: vars.font.sizeSm,
});

export const heroTitle = style({
  fontSize: '2.25rem',
  lineHeight: vars.font.lineHeightTight,
  maxWidth: '22ch',
  '@media': { [media.mobile]: { fontSize: vars.font.sizeXl } },
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
});

export const figure = style({ display: 'grid' });

export const figureValue = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  margin: 0,
  order: -1,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const search = style({ maxWidth: '560px' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const featured = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const featuredLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: hairline,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const price = style({
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const tableWrap = style({ overflowX: 'auto' });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: hairline,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const numeric = style([cell, { textAlign: 'right' }]);

/** Names (produce, supplier) wrap onto a second line rather than push the board past its panel. */
export const nameCell = style([cell, { whiteSpace: 'normal', minWidth: '8rem' }]);

/** "per metric ton" under the price, so the price column stays narrow. */
export const unitLine = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeXs });
