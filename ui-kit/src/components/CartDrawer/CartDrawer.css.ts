import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const skeletonLine = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.md });
