import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.font.sizeSm,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
  // A finger's worth of height on a phone.
  '@media': { [media.mobile]: { minHeight: vars.size.control } },
});

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  border: `${vars.line.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: focusRing, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const label = style({ display: 'flex', flex: 1, gap: vars.space.sm, minWidth: 0 });

export const count = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
