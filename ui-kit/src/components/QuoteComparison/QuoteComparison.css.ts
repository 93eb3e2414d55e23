import { style, globalStyle } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { hairline, surfacePanel } from '../../theme/surfaces.css';

/** Side by side on a desktop; on a phone each quote is a card of labelled rows. */
export const wrapper = style([surfacePanel, { padding: 0, overflowX: 'auto' }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  '@media': { [media.mobile]: { display: 'block' } },
});

export const caption = style({
  textAlign: 'left',
  padding: vars.space.md,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
  '@media': { [media.mobile]: { display: 'block' } },
});

export const head = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  borderBottom: hairline,
  whiteSpace: 'nowrap',
});

export const body = style({
  '@media': { [media.mobile]: { display: 'grid', gap: vars.space.md, padding: vars.space.md } },
});

export const row = style({
  borderBottom: hairline,
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: hairline,
      borderRadius: vars.radius.md,
    },
  },
});

export const bestRow = style([row, { background: vars.color.successSurface }]);

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: vars.font.weightRegular,
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: '7.5rem 1fr',
      gap: vars.space.sm,
      padding: 0,
    },
  },
});

globalStyle(`${cell}::before`, {
  '@media': {
    [media.mobile]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: vars.font.weightMedium,
    },
  },
});

export const vendor = style({ display: 'grid', gap: vars.space.xxs, minWidth: '10rem' });
export const price = style({ fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** A link in the theme's text colour: readable on every theme and on the best row's tint. */
export const link = style({
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
});
