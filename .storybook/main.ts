import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../ui-kit/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { tsconfigPath: './ui-kit/tsconfig.json' },
  },
  async viteFinal(viteConfig) {
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', 'browser', 'module', 'import', 'default'],
    };
    return viteConfig;
  },
};
export default config;
