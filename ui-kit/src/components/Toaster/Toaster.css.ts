import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  minWidth: '280px',
  maxWidth: 'min(420px, calc(100vw - 32px))',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: `${vars.line.accent} solid ${vars.color.success}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.toast,
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  opacity: 'var(--opacity)',
  height: 'var(--height)',
  transition: `translate ${vars.motion.normal}, opacity ${vars.motion.normal}, scale ${vars.motion.normal}`,
  selectors: { '&[data-type="error"]': { borderLeftColor: vars.color.danger } },
});

export const title = style({ fontWeight: vars.font.weightBold });
export const description = style({ gridColumn: 1, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const action = style({
  gridColumn: 1,
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: focusRing } },
});

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'start',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
});
