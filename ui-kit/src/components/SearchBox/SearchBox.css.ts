import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  border: 'none',
  background: 'transparent',
  paddingInline: vars.space.lg,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted },
});

export const submit = style({
  alignSelf: 'stretch',
  border: 'none',
  paddingInline: vars.space.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
});

export const clear = style({
  display: 'inline-grid',
  placeItems: 'center',
  alignSelf: 'stretch',
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: focusRing, outlineOffset: '-2px' },
  },
});
