import { style } from '@vanilla-extract/css';
import { surfacePanel } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const bar = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
  },
]);

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const count = style({ margin: 0 });
