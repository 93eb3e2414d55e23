import { media, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Conversations beside the open thread; on a phone, one or the other. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(16rem, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const hiddenOnPhone = style({ '@media': { [media.mobile]: { display: 'none' } } });
