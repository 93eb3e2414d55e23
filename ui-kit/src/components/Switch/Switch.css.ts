import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const control = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  width: vars.size.switchWidth,
  height: vars.size.switchHeight,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary },
    '&[data-focus-visible]': { outline: focusRing, outlineOffset: '2px' },
  },
});

export const thumb = style({
  width: `calc(${vars.size.switchHeight} - 2 * ${vars.space.xxs})`,
  height: `calc(${vars.size.switchHeight} - 2 * ${vars.space.xxs})`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchHeight}))`,
    },
  },
});

export const label = style({ fontSize: vars.font.sizeSm });
