import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    textTransform: 'capitalize',
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      pending: { background: vars.color.warningSurface, color: vars.color.warning },
      confirmed: { background: vars.color.infoSurface, color: vars.color.info },
      shipped: { background: vars.color.primarySurface, color: vars.color.primaryHover },
      delivered: { background: vars.color.successSurface, color: vars.color.success },
      cancelled: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});
