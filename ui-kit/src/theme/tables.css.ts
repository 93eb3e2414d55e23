import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A table of figures, as the kit's tables draw it: a narrow screen scrolls the table itself, never the page. */
export const scroller = style({ maxWidth: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weightMedium,
  paddingBlockEnd: vars.space.sm,
});

/** A cell's padding and rule, for a table's own cell styles to start from. */
export const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.line.hairline} solid ${vars.color.border}`,
};

export const head = style({
  ...cell,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});
export const amountHead = style([head, { textAlign: 'end' }]);
export const amount = style({ ...cell, textAlign: 'end', whiteSpace: 'nowrap' });
