import { surfacePanel, vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const item = style([surfacePanel, { display: 'grid', gap: vars.space.xs, padding: vars.space.md }]);

export const unreadItem = style([item, { borderInlineStart: `4px solid ${vars.color.primary}` }]);

export const title = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const newMark = style({ color: vars.color.primary });

export const body = style({ margin: 0, color: vars.color.textMuted });

export const time = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
