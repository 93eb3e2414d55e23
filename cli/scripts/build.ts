import { builtinModules } from 'node:module';
import { readFile, rm } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';

/**
 * Builds the published rawex: the commands compiled to dist/, the API's contracts (which the
 * import checks rows with) and @rawex/format (how they write money and dates) bundled in, and
 * every other package left to npm as a dependency or, for the admin commands' server code, an
 * optional peer.
 */
const root = new URL('../', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);
const BUNDLED = /^@rawex\/(api\/contracts|format)(\/|$)/;

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare imports stay imports, and each must be a package the manifest declares. */
const externals: Plugin = {
  name: 'externals',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (BUNDLED.test(path)) return undefined;
      if (path.startsWith('node:') || builtinModules.includes(path)) return { path, external: true };
      if (!declared.has(packageOf(path)))
        return { errors: [{ text: `${path} is imported but not a dependency or peer of @rawex/cli` }] };
      return { path, external: true };
    });
  },
};

await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externals],
});
