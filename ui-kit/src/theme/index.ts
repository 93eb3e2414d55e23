export { vars } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { MOBILE_BREAKPOINT_PX, media } from './breakpoints';
