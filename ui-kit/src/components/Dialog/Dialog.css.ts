import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { hairline } from '../../theme/surfaces.css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const positioner = recipe({
  base: { position: 'fixed', inset: 0, zIndex: vars.zIndex.drawer, display: 'flex' },
  variants: {
    placement: {
      center: { alignItems: 'center', justifyContent: 'center', padding: vars.space.lg },
      end: { justifyContent: 'flex-end' },
      bottom: { alignItems: 'flex-end' },
    },
  },
});

export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    placement: {
      center: {
        width: '100%',
        maxWidth: '520px',
        borderRadius: vars.radius.lg,
        animation: `${fadeIn} ${vars.motion.normal}`,
      },
      end: {
        width: vars.size.drawer,
        height: '100%',
        animation: `${slideFromEnd} ${vars.motion.normal}`,
        '@media': { [media.mobile]: { width: '100%' } },
      },
      bottom: {
        width: '100%',
        maxHeight: '85vh',
        borderStartStartRadius: vars.radius.lg,
        borderStartEndRadius: vars.radius.lg,
        animation: `${slideFromBottom} ${vars.motion.normal}`,
      },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockEnd: hairline,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeXl,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const body = style({ flexGrow: 1, overflowY: 'auto', padding: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', minHeight: 0, margin: 0 });

// A form's fields, one under another with room between them.
globalStyle(`${form} > ${body}`, { display: 'grid', alignContent: 'start', gap: vars.space.md });

export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderBlockStart: hairline,
});
