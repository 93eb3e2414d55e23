import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: '40px',
  height: '22px',
  padding: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(18px)' } },
});

export const label = style({ fontSize: vars.font.sizeSm });
