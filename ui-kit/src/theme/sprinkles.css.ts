import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './contract.css';

const layout = defineProperties({
  conditions: {
    mobile: { '@media': media.mobile },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: false,
  responsiveArray: ['mobile', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
});

/** Layout atoms, responsive at the 768px breakpoint: `sprinkles({ display: { mobile: 'none', desktop: 'flex' } })`. */
export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
