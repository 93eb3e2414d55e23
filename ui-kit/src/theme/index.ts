export { vars } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export { focusRing, hairline, surfacePanel } from './surfaces.css';
export { MOBILE_BREAKPOINT_PX, media } from './breakpoints';
