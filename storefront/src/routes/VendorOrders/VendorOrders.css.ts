import { vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Why an order cannot ship yet, beside its buttons: on a phone's two-column actions, a row of its own. */
export const waiting = style({
  alignSelf: 'center',
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
