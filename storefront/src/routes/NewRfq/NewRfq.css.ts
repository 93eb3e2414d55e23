import { media, surfacePanel, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const form = style([surfacePanel, { display: 'grid', gap: vars.space.lg, maxWidth: '960px' }]);
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
