import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: `${vars.line.hairline} solid transparent`,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
      },
    },
    size: {
      small: { minHeight: vars.size.controlSmall, paddingInline: vars.space.md, fontSize: vars.font.sizeSm },
      medium: { minHeight: vars.size.control, paddingInline: vars.space.lg, fontSize: vars.font.sizeMd },
      icon: { width: vars.size.control, height: vars.size.control, padding: 0 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
