import { style } from '@vanilla-extract/css';

/** Holds the select without a box of its own: it lays out as if it were not there. */
export const holder = style({ display: 'contents' });
