import { style } from '@vanilla-extract/css';

/** One number: no wider than it needs. */
export const quantity = style({ maxWidth: '20rem' });
