import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
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
export const row = style({});
export const label = style({ ...cell, textAlign: 'start', fontWeight: vars.font.weightRegular });
export const detail = style({ display: 'block', fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const amount = style({ ...cell, textAlign: 'end', whiteSpace: 'nowrap' });
export const totals = style({ fontWeight: vars.font.weightMedium, background: vars.color.surfaceMuted });

/** Debits and credits make way for the balance on a phone. */
export const detailColumn = style({ '@media': { [media.mobile]: { display: 'none' } } });
