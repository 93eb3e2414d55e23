import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.primarySurface,
    color: vars.color.primaryHover,
    fontWeight: vars.font.weightBold,
  },
  variants: {
    size: {
      medium: { width: '48px', height: '48px', fontSize: vars.font.sizeLg },
      large: { width: '88px', height: '88px', fontSize: vars.font.sizeXxl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
