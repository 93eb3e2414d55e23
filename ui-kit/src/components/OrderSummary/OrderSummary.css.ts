import { style } from '@vanilla-extract/css';
import { hairline, surfacePanel } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const panel = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
  },
]);

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const term = style({ color: vars.color.textMuted });

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const totalRow = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: hairline,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.success });

export const payments = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const paymentIcon = style({
  display: 'block',
  width: '48px',
  height: '32px',
  borderRadius: vars.radius.sm,
  border: hairline,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fill: vars.color.textMuted,
});
