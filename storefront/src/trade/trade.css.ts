import { media, surfacePanel, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const summary = style([surfacePanel, { display: 'grid', gap: vars.space.md }]);
export const summaryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const description = style({ margin: 0, whiteSpace: 'pre-line' });
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const value = style({ margin: 0, fontWeight: vars.font.weightMedium });
