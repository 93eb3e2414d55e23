import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { darkTheme, lightTheme } from '../ui-kit/src/theme';

/** Wraps each story in the theme chosen in the toolbar (or forced by the story's `globals`). */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  const theme = dark ? darkTheme : lightTheme;
  document.body.className = theme;
  return (
    <div className={theme} style={{ padding: '1rem', minHeight: '100%' }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Marketplace (light) or trading (dark) theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light (marketplace)' },
          { value: 'dark', title: 'Dark (trading)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        smallPhone: { name: 'Phone 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};
export default preview;
