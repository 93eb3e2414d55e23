import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const stars = style({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 1,
  letterSpacing: '1px',
});

export const empty = style({ color: vars.color.border });

export const filled = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: vars.color.star,
});

export const value = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const input = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const control = style({ display: 'inline-flex', gap: vars.space.xxs });

export const item = style({
  fontSize: vars.font.sizeXl,
  lineHeight: 1,
  color: vars.color.border,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-highlighted]': { color: vars.color.star },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
