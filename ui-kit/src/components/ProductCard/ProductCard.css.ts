import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, hairline } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';
import { filledHeart } from '../Icon/Icon.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  border: hairline,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const media = style({
  display: 'block',
  width: '100%',
  height: vars.size.cardMedia,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  // They wrap before the heart's corner.
  insetInlineEnd: `calc(${vars.size.control} + ${vars.space.sm} * 2)`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** The heart at the picture's corner, above the card's link; filled once saved. */
export const heart = style({
  position: 'absolute',
  zIndex: 1,
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: hairline,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.danger },
    '&:focus-visible': { outline: focusRing },
    '&[data-saved="true"]': { color: vars.color.danger },
    '&:disabled': { cursor: 'progress' },
  },
});

globalStyle(`${heart}[data-saved="true"] > *`, { maskImage: filledHeart });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target; the button below stays above it.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: focusRing, borderRadius: vars.radius.lg },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
});

export const unit = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

export const detail = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const action = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

/** Compare, pressed once the product is picked: underlined in the accent colour. */
export const compare = style({
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.primary,
      fontWeight: vars.font.weightBold,
      textDecoration: 'underline',
    },
  },
});

/** The price in the reader's currency: beside the price, quieter than it. */
export const estimate = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
