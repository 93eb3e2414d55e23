import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing, hairline, surfacePanel } from '../../theme/surfaces.css';

export const wrapper = style([
  surfacePanel,
  {
    padding: 0,
    overflowX: 'auto',
    selectors: { '&:focus-visible': { outline: focusRing, outlineOffset: '2px' } },
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
});

export const caption = style({
  textAlign: 'left',
  padding: vars.space.md,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
});

/** The row names stay in place while the products scroll under a phone's finger. */
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  borderRight: hairline,
} as const;

export const corner = style({ ...sticky, borderBottom: hairline });

export const label = style({
  ...sticky,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  borderBottom: hairline,
  '@media': { [media.mobile]: { whiteSpace: 'normal', minWidth: '6.5rem' } },
});

export const productCell = style({
  padding: vars.space.md,
  verticalAlign: 'top',
  textAlign: 'left',
  minWidth: '11rem',
  borderBottom: hairline,
});

export const product = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const picture = style({
  width: '100%',
  maxWidth: '160px',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const name = style({
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
});

export const row = style({});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  borderBottom: hairline,
});
