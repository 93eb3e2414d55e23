import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const lot = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: hairline,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });
export const summary = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const arrival = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  selectors: { '&[data-late]': { color: vars.color.warning, fontWeight: vars.font.weightMedium } },
});
export const empty = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
