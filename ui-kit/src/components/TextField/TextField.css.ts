import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

/**
 * Label, control and hint stacked from the top: in a form's grid row beside a field with a hint,
 * the controls stay on one line instead of spreading over the row's height.
 */
export const field = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const required = style({ color: vars.color.danger });

export const control = style({
  width: '100%',
  // As tall as a select or a button beside it (a textarea grows past it).
  height: vars.size.control,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&:focus-visible': { outline: focusRing, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style({
  height: 'auto',
  minHeight: '120px',
  resize: 'vertical',
  fontFamily: 'inherit',
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
