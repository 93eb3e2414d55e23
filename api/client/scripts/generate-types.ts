import { readFile, writeFile } from 'node:fs/promises';
import { SCHEMA_FILE, schemaSource } from './schema-source.ts';

// Written only when it changes: packing the client regenerates it while tests may be reading it.
const source = await schemaSource();
if ((await readFile(SCHEMA_FILE, 'utf8').catch(() => '')) !== source) await writeFile(SCHEMA_FILE, source);
