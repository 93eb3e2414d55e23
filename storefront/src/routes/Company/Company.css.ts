import { style } from '@vanilla-extract/css';
import { vars } from '@rawex/ui-kit/theme';

/** A member's role, limit and removal in one row, wrapping on a phone. */
export const memberControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  width: '100%',
});

/** The monthly limit's field with its button beside it. */
/** A fieldset in a row: the field and its button side by side. */
export const limitForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
