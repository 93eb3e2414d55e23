import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const note = style({ margin: 0, color: vars.color.textMuted });
