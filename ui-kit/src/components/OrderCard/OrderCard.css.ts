import { style } from '@vanilla-extract/css';
import { hairline, surfacePanel } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const card = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const number = style({ margin: 0, fontSize: vars.font.sizeLg });

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const total = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
});

export const items = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: `48px minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
});

export const thumb = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const itemName = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0 });

/** Who carries cost and risk from where, under the terms' name. */
export const termsDetail = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

export const tracking = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: hairline,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const payment = style({ paddingBlockStart: vars.space.sm, borderBlockStart: hairline });
