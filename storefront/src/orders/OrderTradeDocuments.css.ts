import { hairline, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The checklist under an order's lots, set apart from them as they are from each other. */
export const documents = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderBlockStart: hairline,
});
