import { style } from '@vanilla-extract/css';
import { vars } from '@rawex/ui-kit/theme';

export const attachRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const fileInput = style({ display: 'none' });
