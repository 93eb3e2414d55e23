import { keyframes, style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { headerBase } from '../DesktopHeader/header.css';

const slideDown = keyframes({
  from: { transform: 'translateY(-8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const header = style([headerBase, { '@media': { [media.desktop]: { display: 'none' } } }]);

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '56px',
  paddingInline: vars.space.sm,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const search = style({ padding: vars.space.sm, borderBlockStart: hairline });

export const menu = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: 'calc(100vh - 56px)',
  overflowY: 'auto',
  padding: vars.space.sm,
  borderBlockStart: hairline,
  animation: `${slideDown} ${vars.motion.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const menuList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.surfaceMuted } },
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: hairline,
  fontSize: vars.font.sizeSm,
});
