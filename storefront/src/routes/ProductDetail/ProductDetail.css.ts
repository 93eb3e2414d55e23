import { hairline, media, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: hairline,
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumbnail = style({
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  padding: 0,
  borderRadius: vars.radius.md,
  border: `${vars.line.thick} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const price = style({
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

/** A name and its value, laid out by the list's grid. */
export const factRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const buy = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const description = style({ whiteSpace: 'pre-line' });

/** Ways to deal with the supplier beyond the list price. */
export const sample = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.font.sizeSm,
});

export const trade = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
