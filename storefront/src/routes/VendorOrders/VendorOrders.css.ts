import { vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { muted } from '../../styles/page.css';

/** Why an order cannot ship yet, beside its buttons: on a phone's two-column actions, a row of its own. */
export const waiting = style([
  muted,
  { alignSelf: 'center', gridColumn: '1 / -1', fontSize: vars.font.sizeSm },
]);
