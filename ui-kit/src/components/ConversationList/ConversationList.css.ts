import { style } from '@vanilla-extract/css';
import { focusRing, hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  width: '100%',
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.primary, background: vars.color.primarySurface },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
  },
});

export const title = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, justifySelf: 'end' });

export const preview = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unread = style({
  justifySelf: 'end',
  minWidth: vars.size.icon,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.textInverse,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
});
