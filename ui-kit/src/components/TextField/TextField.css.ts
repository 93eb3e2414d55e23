import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const required = style({ color: vars.color.danger });

export const control = style({
  width: '100%',
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

export const textarea = style({ minHeight: '120px', resize: 'vertical', fontFamily: 'inherit' });

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
