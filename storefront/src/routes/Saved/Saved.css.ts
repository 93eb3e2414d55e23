import { style } from '@vanilla-extract/css';
import { vars } from '@rawex/ui-kit/theme';

/** The saved cards, as the catalogue lays its cards out; two a row on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (max-width: 767px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
  },
});

export const item = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const change = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const dropped = style({ color: vars.color.success, fontWeight: vars.font.weightBold });
export const rose = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });
