import { style } from '@vanilla-extract/css';
import { surfacePanel } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const card = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.xs,
    minWidth: 0,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  },
]);

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.font.sizeLg } },
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
