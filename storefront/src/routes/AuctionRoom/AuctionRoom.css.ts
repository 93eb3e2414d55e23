import { vars } from '@rawex/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** A file to download: in the page's accent, not the browser's blue. */
export const fileLink = style({ color: vars.color.primary, fontWeight: vars.font.weightBold });
