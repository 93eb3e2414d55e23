import { writeFile } from 'node:fs/promises';
import { SCHEMA_FILE, schemaSource } from './schema-source.ts';

await writeFile(SCHEMA_FILE, await schemaSource());
