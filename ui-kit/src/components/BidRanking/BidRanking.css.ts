import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A narrow screen scrolls the table itself, never the page. */
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

const cell = {
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
export const rank = style({ ...cell, textAlign: 'start', width: '4rem' });
export const name = style({ ...cell, textAlign: 'start', fontWeight: vars.font.weightRegular });
export const amount = style({ ...cell, textAlign: 'end', whiteSpace: 'nowrap' });
/** The viewer's own row stands out. */
export const own = style({ background: vars.color.primarySurface, fontWeight: vars.font.weightMedium });
