import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/surfaces.css';
import { vars } from '../../theme/contract.css';

/** The sheet's form between its header and the bottom: the filters scroll, Apply Filters stays. */
export const sheetForm = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 });

export const form = style({ display: 'grid', gap: vars.space.xl });

export const group = style({ display: 'grid', gap: vars.space.xs });

export const groupLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  cursor: 'pointer',
});

export const control = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.line.thick} solid ${vars.color.borderStrong}`,
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 4px ${vars.color.surfaceRaised}`,
      background: vars.color.primary,
    },
    '&[data-focus-visible]': { outline: focusRing, outlineOffset: '2px' },
  },
});
