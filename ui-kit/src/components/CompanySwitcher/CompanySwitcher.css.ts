import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ width: '10rem', flexShrink: 0 });

// A long company name ends in an ellipsis in the header; the list shows it whole.
globalStyle(`${root} > *`, { minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });
globalStyle(`${root} button`, { minWidth: 0 });
globalStyle(`${root} button > span`, {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
