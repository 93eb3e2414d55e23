import { style } from '@vanilla-extract/css';
import { focusRing, hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

/** Shared by the desktop and phone headers. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const logoMark = style({ color: vars.color.primary });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: focusRing, outlineOffset: '1px' },
  },
});

/** The sticky bar both headers start from; each hides itself on the other side of 768px. */
export const headerBase = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBlockEnd: hairline,
});
