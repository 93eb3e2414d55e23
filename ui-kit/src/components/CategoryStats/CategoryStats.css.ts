import { style } from '@vanilla-extract/css';
import { surfacePanel } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const panel = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
  },
]);

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const figure = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });
