import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const figure = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 });

export const caption = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const labelCell = style({
  width: vars.size.chartLabel,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { width: '40%' } },
});

export const barCell = style({ paddingBlock: vars.space.xs });

export const bar = style({ display: 'block', width: '100%', height: vars.size.track, overflow: 'visible' });

export const valueCell = style({
  width: '6.5rem',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  fontSize: vars.font.sizeSm,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const trackFill = style({ fill: vars.color.surfaceMuted });

export const barFill = style({ fill: vars.color.primary });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
