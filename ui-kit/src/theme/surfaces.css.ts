import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The border most boxes draw, and the ring a focused control shows. */
export const hairline = `${vars.line.hairline} solid ${vars.color.border}`;
export const focusRing = `${vars.line.thick} solid ${vars.color.focus}`;

/** The panel: a bordered, rounded surface with room inside (cards, bars, summaries, sections). */
export const surfacePanel = style({
  padding: vars.space.lg,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
