import { style } from '@vanilla-extract/css';
import { focusRing, hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const chips = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.xxs,
});

export const chip = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: hairline,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
  },
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: `${vars.line.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  selectors: { '&:focus-visible': { outline: focusRing, outlineOffset: '1px' } },
});
