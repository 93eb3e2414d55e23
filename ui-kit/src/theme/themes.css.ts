import { createTheme, globalStyle } from '@vanilla-extract/css';
import { focusRing } from './surfaces.css';
import { vars } from './contract.css';

const shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  size: {
    icon: '20px',
    control: '40px',
    controlSmall: '32px',
    header: '64px',
    tabBar: '60px',
    container: '1280px',
    drawer: '420px',
    thumbnail: '72px',
    cardMedia: '180px',
    switchWidth: '40px',
    switchHeight: '22px',
    /** A progress bar's or chart bar's thickness. */
    track: '10px',
    chartLabel: '9rem',
    chatHeight: '28rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', full: '9999px' },
  line: { hairline: '1px', thick: '2px', accent: '4px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.5rem',
    sizeXxl: '2rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
    lineHeightTight: '1.2',
  },
  zIndex: { header: '20', tabBar: '20', overlay: '40', drawer: '50', toast: '70', tooltip: '80' },
  motion: { fast: '120ms', normal: '220ms' },
};

/** The marketplace: light, orange accents. */
export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f1f3f5',
    surfaceRaised: '#ffffff',
    border: '#dde1e6',
    borderStrong: '#aeb6bf',
    text: '#17202a',
    textMuted: '#525f6d',
    textInverse: '#ffffff',
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primaryText: '#ffffff',
    primarySurface: '#fff1e8',
    accent: '#0f766e',
    success: '#15803d',
    successSurface: '#dcfce7',
    warning: '#a16207',
    warningSurface: '#fef9c3',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    info: '#1d4ed8',
    infoSurface: '#dbeafe',
    focus: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
    skeleton: '#e5e8ec',
    skeletonShine: '#f3f5f7',
    star: '#b45309',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
});

/** The trading layout: dark, green and amber accents. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0b0f14',
    surface: '#121821',
    surfaceMuted: '#19212c',
    surfaceRaised: '#1f2935',
    border: '#2a3543',
    borderStrong: '#475569',
    text: '#e6edf3',
    textMuted: '#9aa7b4',
    textInverse: '#0b0f14',
    primary: '#f59e0b',
    primaryHover: '#fbbf24',
    primaryText: '#111827',
    primarySurface: '#2d2212',
    accent: '#2dd4bf',
    success: '#4ade80',
    successSurface: '#12301f',
    warning: '#facc15',
    warningSurface: '#342c0c',
    danger: '#f87171',
    dangerSurface: '#3b1618',
    info: '#60a5fa',
    infoSurface: '#142a4a',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: '#1f2935',
    skeletonShine: '#2a3543',
    star: '#fbbf24',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

// The reset lives beside the themes so it ships wherever a theme is used (a file of global styles
// alone is dropped by tree-shaking, having no exports).

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });
// A component's own display rule must not show what the hidden attribute hides.
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: focusRing, outlineOffset: '2px' });
