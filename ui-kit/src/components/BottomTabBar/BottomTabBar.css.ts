import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.tabBar,
  background: vars.color.surface,
  borderBlockStart: hairline,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  height: vars.size.tabBar,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.font.weightBold } },
});

export const icon = style({ fontSize: vars.font.sizeLg, lineHeight: 1 });
