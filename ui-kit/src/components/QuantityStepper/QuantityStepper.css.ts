import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const control = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const trigger = style({
  width: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  selectors: { '&:disabled, &[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const input = style({
  width: '5.5em',
  border: 'none',
  borderInline: hairline,
  textAlign: 'center',
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
});
