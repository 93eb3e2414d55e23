#!/usr/bin/env node
// A published rawex runs the JavaScript its prepack built (dist/). In a RawEx checkout the sources
// are there instead: tsx compiles them on the fly, and the workspaces resolve to their sources
// (their "source" export condition, as vite and vitest resolve them), so nothing needs building.
import { existsSync } from 'node:fs';
import { register as registerHooks } from 'node:module';

const sources = new URL('../src/main.ts', import.meta.url);
let run;
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  registerHooks('./source-condition.js', import.meta.url);
  ({ run } = await import(sources.href));
} else {
  ({ run } = await import('../dist/main.js'));
}
await run(process.argv);
