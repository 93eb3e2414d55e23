import { style } from '@vanilla-extract/css';
import { focusRing, hairline } from '../../theme/surfaces.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** How far the fade over hidden tabs reaches. */
const fade = '2.5rem';

export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: hairline,
  scrollbarWidth: 'none',
  selectors: {
    '&[data-hidden-tabs="end"]': {
      maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)`,
    },
    '&[data-hidden-tabs="start"]': {
      maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)`,
    },
    '&[data-hidden-tabs="both"]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
  },
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  // Four tabs fit a phone's width side by side.
  '@media': { [media.mobile]: { flexGrow: 1, paddingInline: vars.space.sm } },
  selectors: {
    '&[data-selected]': { color: vars.color.text, fontWeight: vars.font.weightBold },
    '&:focus-visible': { outline: focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const indicator = style({
  height: '3px',
  width: 'var(--width)',
  insetBlockEnd: 0,
  background: vars.color.primary,
  borderRadius: vars.radius.full,
});

export const content = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: focusRing, outlineOffset: '4px' } },
});
