import { style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.xl, width: '100%' });

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.xl,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });

/** Fields side by side as the page's width allows: two on a laptop, three or four on a wide screen. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});

export const specifications = style({ display: 'grid', gap: vars.space.md });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const specificationList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const specificationRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const removeSpecification = style({ justifySelf: 'start' });
