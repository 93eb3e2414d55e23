import { style } from '@vanilla-extract/css';
import { focusRing, hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: '180px' });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: focusRing, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const content = style({
  zIndex: vars.zIndex.drawer,
  maxHeight: '320px',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-state="checked"]': { fontWeight: vars.font.weightBold },
  },
});
