import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { cell } from '../../theme/tables.css';

export { amount, amountHead, caption, head, scroller, table } from '../../theme/tables.css';

export const row = style({});
export const label = style({ ...cell, textAlign: 'start', fontWeight: vars.font.weightRegular });
export const detail = style({ display: 'block', fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const totals = style({ fontWeight: vars.font.weightMedium, background: vars.color.surfaceMuted });

/** Debits and credits make way for the balance on a phone. */
export const detailColumn = style({ '@media': { [media.mobile]: { display: 'none' } } });
