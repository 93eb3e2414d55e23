#!/usr/bin/env node
// The CLI is TypeScript; tsx compiles it on the fly, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/main.ts');
await run(process.argv);
