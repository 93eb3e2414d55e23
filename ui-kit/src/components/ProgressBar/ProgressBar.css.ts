import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const valueText = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: vars.size.track,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const range = recipe({
  base: { height: '100%', borderRadius: vars.radius.full, transition: `width ${vars.motion.normal}` },
  variants: {
    tone: {
      primary: { background: vars.color.primary },
      info: { background: vars.color.info },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ProgressTone = NonNullable<NonNullable<RecipeVariants<typeof range>>['tone']>;
