import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSource } from '../scripts/schema-source.ts';

describe('the client’s types', () => {
  it('are those of the router’s OpenAPI document (npm run generate -w @rawex/client when not)', async () => {
    const onDisk = await readFile(SCHEMA_FILE, 'utf8').catch(() => 'missing');
    expect(onDisk === (await schemaSource()), 'src/schema.ts is stale').toBe(true);
  });
});
