import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      primary: { background: vars.color.primarySurface, color: vars.color.primaryHover },
      info: { background: vars.color.infoSurface, color: vars.color.info },
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
