import { style } from '@vanilla-extract/css';

/** The passkey buttons: as wide as their words, not the page. */
export const action = style({ justifySelf: 'start' });
