import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const ladder = style({ display: 'grid', gap: vars.space.xs });

export const table = style({
  width: '100%',
  maxWidth: '28rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.xs,
});

export const heading = style({
  textAlign: 'start',
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.line.hairline} solid ${vars.color.border}`,
});

export const priceHeading = style([heading, { textAlign: 'end' }]);

export const cell = style({
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.line.hairline} solid ${vars.color.border}`,
});

export const band = style([cell, { textAlign: 'start', fontWeight: 'inherit' }]);

export const price = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const reached = style({ fontWeight: vars.font.weightBold, color: vars.color.success });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
