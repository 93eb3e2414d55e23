import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `${vars.line.accent} solid currentColor`,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, color: vars.color.info },
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm });

export const body = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.text });

/** The action keeps its own width, at the start of its line, whatever the alert's width. */
export const action = style({
  display: 'flex',
  justifyContent: 'flex-start',
  marginBlockStart: vars.space.xs,
});
