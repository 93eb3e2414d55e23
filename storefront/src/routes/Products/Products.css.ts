import { style } from '@vanilla-extract/css';
import { vars } from '@rawex/ui-kit/theme';

/** The facets beside the results on a wide screen. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 240px) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const sidebar = style({ position: 'sticky', top: vars.space.lg });

export const results = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
