import { hairline, vars } from '@rawex/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
});

export const method = style({
  display: 'inline-block',
  minWidth: '4rem',
  fontFamily: vars.font.mono,
  fontWeight: vars.font.weightBold,
  color: vars.color.primaryHover,
});

export const summary = style({
  display: 'block',
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

export const code = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: hairline,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} td`, { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
