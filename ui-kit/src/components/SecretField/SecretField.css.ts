import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch', minWidth: 0 });

export const control = style({ display: 'flex', flex: 1, minWidth: 0, position: 'relative' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&:focus-visible': { outline: focusRing, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
