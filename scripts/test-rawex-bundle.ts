import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The `rawex` the tests start, as one JavaScript file built from the checkout's sources before the
 * suite (`RAWEX_TEST_BIN` names it). The checkout's own `bin/rawex.js` compiles each of some 700
 * TypeScript modules through tsx's loader at every start: 4 CPU-seconds a `rawex db migrate`,
 * and the suite starts a few hundred processes. Built here, a process loads one file and the
 * packages it imports, as a published rawex does. What is built is the sources themselves, each
 * module still seeing its own file as `import.meta.url`; `start.test.ts` runs `bin/rawex.js` too.
 */
export default async function buildRawexForTests(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-test-bin-'));
  const entry = path.join(folder, 'rawex.mjs');
  await build({
    stdin: {
      contents: `import { run } from ${JSON.stringify(path.join(root, 'cli/src/main.ts'))};\nawait run(process.argv);\n`,
      resolveDir: root,
      loader: 'ts',
    },
    outdir: folder,
    entryNames: 'rawex',
    // Each command's modules in a chunk of their own, loaded when it runs: `--help` and the supplier
    // commands load no server.
    splitting: true,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Resolution is the plugin's: the workspaces' sources bundled, every other package left to Node.
    conditions: [],
    logLevel: 'warning',
    plugins: [workspaceSources],
  });
  process.env.RAWEX_TEST_BIN = entry;
  return () => rm(folder, { recursive: true, force: true });
}

const root = path.resolve(import.meta.dirname, '..');

/** Each workspace package by name: its folder and its exports map. */
const workspaces = new Map<string, { directory: string; exports: Record<string, ExportTarget> }>();
type ExportTarget = string | { source?: string; default?: string; import?: string };
for (const workspace of JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))
  .workspaces as string[]) {
  const directory = path.join(root, workspace);
  const manifest = JSON.parse(await readFile(path.join(directory, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, ExportTarget>;
  };
  workspaces.set(manifest.name, { directory, exports: manifest.exports ?? {} });
}

/** A workspace import (`@rawex/api/contracts`) to its source file, as the "source" condition reads it. */
function workspaceFile(specifier: string): string | undefined {
  const [scope, name, ...rest] = specifier.split('/');
  const workspace = workspaces.get(`${scope}/${name}`);
  if (!workspace) return undefined;
  const target = workspace.exports[rest.length ? `./${rest.join('/')}` : '.'];
  const file = typeof target === 'string' ? target : (target?.source ?? target?.import ?? target?.default);
  return file ? path.join(workspace.directory, file) : undefined;
}

const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;

const workspaceSources: Plugin = {
  name: 'workspace-sources',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async ({ path: specifier, kind, resolveDir, pluginData }) => {
      if (pluginData === 'resolving') return undefined;
      if (specifier.startsWith('node:')) return { path: specifier, external: true };
      const source = specifier.startsWith('@rawex/') ? workspaceFile(specifier) : undefined;
      if (source) return { path: source };
      // Another package: where Node finds it from the importing module's folder, loaded by Node.
      const found = await builder.resolve(specifier, { kind, resolveDir, pluginData: 'resolving' });
      if (found.errors.length) return { errors: found.errors };
      return { path: found.path, external: true };
    });
    // A module finds the files beside it (its SQL, fonts, package.json) through import.meta: the
    // bundle's would point into the build folder, so each keeps its own.
    builder.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(file, 'utf8');
      const own = { url: pathToFileURL(file).href, dirname: path.dirname(file), filename: file };
      return {
        contents: text.replace(IMPORT_META, (_match, key: keyof typeof own) => JSON.stringify(own[key])),
        loader: file.endsWith('x') ? 'tsx' : file.endsWith('ts') ? 'ts' : 'js',
        resolveDir: path.dirname(file),
      };
    });
  },
};
