import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cell } from '../../theme/tables.css';

export { amount, amountHead, caption, head, scroller, table } from '../../theme/tables.css';

export const rank = style({ ...cell, textAlign: 'start', width: '4rem' });
export const name = style({ ...cell, textAlign: 'start', fontWeight: vars.font.weightRegular });
/** The viewer's own row stands out. */
export const own = style({ background: vars.color.primarySurface, fontWeight: vars.font.weightMedium });
