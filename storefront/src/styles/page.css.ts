import { media, surfacePanel, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

// Grid children may shrink below their content's width (a scrolling strip stays inside the page).
const column = { gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 } as const;

export const stack = style({ display: 'grid', gap: vars.space.xl, ...column });

export const pageHeader = style({ display: 'grid', gap: vars.space.xs });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightTight,
  '@media': { [media.mobile]: { fontSize: vars.font.sizeXl } },
});

export const subtitle = style({ color: vars.color.textMuted });

export const sectionTitle = style({ fontSize: vars.font.sizeLg });

export const section = style({ display: 'grid', gap: vars.space.md, ...column });

export const panel = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
    ...column,
  },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** Takes a row's spare width; where the row stacks into a column (phones), only its own height. */
export const grow = style({
  flex: '1 1 240px',
  minWidth: 0,
  '@media': { [media.mobile]: { flexBasis: 'auto' } },
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const center = style({ display: 'flex', justifyContent: 'center' });

export const muted = style({ color: vars.color.textMuted });

export const prose = style({ display: 'grid', gap: vars.space.md, maxWidth: '70ch' });

/** A form's fields, on a <form> or the <fieldset> that holds them. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '480px',
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const formError = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
