import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/**
 * Where a chunk imported one that held only styles, Vite leaves a comment as long as the import
 * (`/* empty css    *\/`) so that source maps still line up. The build makes no source maps: the
 * comments go, bytes every phone would fetch for nothing.
 */
const dropEmptyStyleImports = (): Plugin => ({
  name: 'rawex:drop-empty-style-imports',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') file.code = file.code.replaceAll(/\/\* empty css +\*\//g, '');
    }
  },
});

/**
 * The storefront's builds: the browser's (one entry, routes split into chunks, hashed file names
 * under /assets) to dist/client, and with `--ssr src/entry-server.tsx` the server's renderer to
 * dist/server.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), dropEmptyStyleImports()],
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
  // The server's renderer resolves packages as Node does. Built, it is one file with everything in
  // it: React's production build included, whatever NODE_ENV the server runs with.
  ssr: {
    noExternal: command === 'build' ? true : [],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    copyPublicDir: !isSsrBuild,
    // One stylesheet for every screen (7 KB gzipped in all): a screen the server renders from a
    // lazy chunk is styled from the first paint, before its code arrives.
    cssCodeSplit: false,
    // Lists each entry's chunks and their imports: the bundle benchmark reads it.
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Screens keep their names; the chunks they share go by hash alone. The entry lists every
        // lazy chunk's imports by file name (to preload them), and short names keep that list small.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
