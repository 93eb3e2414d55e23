import { media, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Conversations beside the open chat; on phones, the list above it. */
export const chats = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(16rem, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
