import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { surfacePanel } from '../../theme/surfaces.css';

export const form = style([surfacePanel, { display: 'grid', gap: vars.space.lg }]);
export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const total = style({ margin: 0, fontWeight: vars.font.weightBold });
export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
