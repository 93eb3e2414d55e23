import { register } from 'node:module';

// The workspaces resolve to their sources, as `rawex` in a checkout resolves them.
register('../cli/bin/source-condition.js', import.meta.url);
