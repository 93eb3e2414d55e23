import { style } from '@vanilla-extract/css';
import { surfacePanel } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const card = style([
  surfacePanel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    boxShadow: vars.shadow.sm,
  },
]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const footer = style({ marginBlockStart: 'auto' });
