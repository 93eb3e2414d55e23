import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The storefront's build: one entry, routes split into chunks, hashed file names under /assets. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The kit by its source path: vanilla-extract's compiler resolves .css.ts imports itself and
    // would otherwise see the kit's theme twice (through node_modules and at its real path),
    // emitting its CSS for neither.
    alias: [
      {
        find: /^@rawex\/ui-kit\/theme$/,
        replacement: fileURLToPath(new URL('../ui-kit/src/theme/index.ts', import.meta.url)),
      },
      {
        find: /^@rawex\/ui-kit$/,
        replacement: fileURLToPath(new URL('../ui-kit/src/index.ts', import.meta.url)),
      },
    ],
  },
  // The server's renderer (src/entry-server.tsx) resolves packages as Node does, the kit from its source.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist/client',
    // One stylesheet for every screen (7 KB gzipped in all): a screen the server renders from a
    // lazy chunk is styled from the first paint, before its code arrives.
    cssCodeSplit: false,
    // Lists each entry's chunks and their imports: the bundle benchmark reads it.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
