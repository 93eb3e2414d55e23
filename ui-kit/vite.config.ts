import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the publishable package: ESM in dist/index.js (and dist/theme.js), every style in dist/style.css. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      // The theme alone too: apps' own .css.ts files take tokens from it without evaluating components.
      entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@ark-ui\//,
        /^@zag-js\//,
        /^@vanilla-extract\//,
        /^lucide-react($|\/)/,
      ],
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
