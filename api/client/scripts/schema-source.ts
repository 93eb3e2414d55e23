import { apiDocument } from '@rawex/api/openapi';
import openapiTS, { astToString } from 'openapi-typescript';

export const SCHEMA_FILE = new URL('../src/schema.ts', import.meta.url);

/** The client's types, as openapi-typescript writes them from the API's own OpenAPI document. */
export async function schemaSource(): Promise<string> {
  const document = JSON.parse(JSON.stringify(apiDocument())) as Parameters<typeof openapiTS>[0];
  const header = '// Generated from the RawEx OpenAPI document by scripts/generate-types.ts; do not edit.\n';
  // The document's `required` lists are exact: a field with a default is optional where the API
  // takes it (requests) and required where it answers it, not required everywhere.
  return header + astToString(await openapiTS(document, { defaultNonNullable: false }));
}
