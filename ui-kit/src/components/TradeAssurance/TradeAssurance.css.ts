import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySurface,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const points = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const pointTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const pointText = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
