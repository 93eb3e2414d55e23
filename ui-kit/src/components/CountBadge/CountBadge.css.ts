import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const count = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-8px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: '11px',
  fontWeight: vars.font.weightBold,
  lineHeight: '18px',
  textAlign: 'center',
});
