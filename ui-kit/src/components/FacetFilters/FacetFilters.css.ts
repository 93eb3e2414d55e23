import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const groups = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });

export const facet = style({ display: 'grid', gap: vars.space.xs });

export const more = style({ justifySelf: 'start' });
