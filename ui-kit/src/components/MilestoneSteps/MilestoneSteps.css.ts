import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  // One equal column a step, however many there are; one under the other on a phone.
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridAutoFlow: 'row' } },
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-done]': { color: vars.color.text } },
});

export const marker = style({
  flex: 'none',
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  border: `${vars.line.thick} solid ${vars.color.borderStrong}`,
  selectors: {
    [`${step}[data-done] &`]: { background: vars.color.success, borderColor: vars.color.success },
  },
});

export const title = style({ fontWeight: vars.font.weightMedium, fontSize: vars.font.sizeSm });
export const date = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const note = style({ display: 'block', fontSize: vars.font.sizeXs, color: vars.color.textMuted });
