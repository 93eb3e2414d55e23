import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.font.sizeSm,
  selectors: { '&:has(:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
  // A finger's worth of height on a phone.
  '@media': { [media.mobile]: { minHeight: vars.size.control } },
});

// The tick, as a mask the box's text colour shows through.
const tick = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M5 12l5 5 9-10' fill='none' stroke='black' stroke-width='3'/></svg>",
)}")`;

export const control = style({
  appearance: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  border: `${vars.line.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  cursor: 'inherit',
  selectors: {
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': {
      content: '""',
      width: '14px',
      height: '14px',
      background: 'currentColor',
      mask: `${tick} center / contain no-repeat`,
    },
    '&:focus-visible': { outline: focusRing, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
  '@media': { '(forced-colors: active)': { appearance: 'auto' } },
});

export const label = style({ display: 'flex', flex: 1, gap: vars.space.sm, minWidth: 0 });

export const count = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
