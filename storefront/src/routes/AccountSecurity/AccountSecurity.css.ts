import { style } from '@vanilla-extract/css';
import { vars } from '@rawex/ui-kit/theme';

export const subheading = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.font.sizeLg,
});

/** A status and its button side by side, wrapping on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The QR code beside the form that confirms it; one above the other on a phone. */
export const enrollment = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

/** The QR code draws its own white margin, which scanners need in a dark theme too. */
export const qrCode = style({ flexShrink: 0, borderRadius: vars.radius.md });

/** The secret key breaks anywhere: it is 32 letters without a space. */
export const secret = style({ wordBreak: 'break-all', fontFamily: vars.font.mono });

export const codes = style({ display: 'grid', gap: vars.space.md });

export const codeList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStylePosition: 'inside',
  fontFamily: vars.font.mono,
});

/** A button as wide as its words, not the panel. */
export const action = style({ justifySelf: 'start' });
