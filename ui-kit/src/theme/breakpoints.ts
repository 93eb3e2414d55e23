/** Below this width the storefront uses its phone layouts. */
export const MOBILE_BREAKPOINT_PX = 768;

export const media = {
  mobile: `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
  desktop: `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
} as const;
