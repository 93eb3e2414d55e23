import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/surfaces.css';
import { visuallyHidden } from '../../theme/utilities.css';

export const picker = style({ display: 'inline-flex', alignItems: 'center' });

/** Named for screen readers; the codes say what it is on screen. */
export const label = visuallyHidden;

export const select = style({
  minBlockSize: '40px',
  paddingInline: vars.space.sm,
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: focusRing, outlineOffset: '2px' } },
});
