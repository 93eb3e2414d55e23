import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { headerBase } from './header.css';

export const header = style([headerBase, { '@media': { [media.mobile]: { display: 'none' } } }]);

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.container,
  minHeight: vars.size.header,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const nav = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-current="page"], &[data-state="open"]': {
      background: vars.color.primarySurface,
      color: vars.color.primaryHover,
    },
  },
});

// The search gives up its width first when the header's end holds more (a company switcher).
export const search = style({ flexGrow: 1, flexShrink: 1, minWidth: '8rem', maxWidth: '520px' });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  // "Trading view" and the account's links each on one line: the search box gives way first.
  whiteSpace: 'nowrap',
});

/**
 * Who is signed in (a name, or a company switcher, each at most 10rem), Sign out, the messages and
 * the bell; or Sign in and Join: the place of the widest, whichever comes, so a page sent before
 * it is known does not move when it is.
 */
export const personal = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: '22rem',
});

export const user = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const disclosure = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: 0,
  margin: 0,
  listStyle: 'none',
  zIndex: vars.zIndex.overlay,
  minWidth: '180px',
  padding: vars.space.xs,
  border: hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const menuItem = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});
