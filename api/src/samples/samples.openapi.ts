import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { openApiPath } from '../platform/http/route.ts';
import { problem } from '../platform/openapi/document.ts';
import { sampleEndpoints } from './samples.contract.ts';

/** The sample-data consoles' read endpoints, from the contracts' one table of them. */
export function samplePaths(): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, endpoint] of Object.entries(sampleEndpoints)) {
    const list = 'list' in endpoint;
    paths[openApiPath(endpoint)] = {
      get: {
        operationId: `sample${name[0]?.toUpperCase()}${name.slice(1)}`,
        summary: `${endpoint.summary} (sample data)`,
        description: list
          ? 'Sample data. A JSON array, paged with limit and offset; the total is in X-Total-Count.'
          : 'Sample data.',
        tags: ['Samples'],
        security: [],
        ...('query' in endpoint || 'params' in endpoint
          ? {
              requestParams: {
                ...('params' in endpoint ? { path: endpoint.params as never } : {}),
                ...('query' in endpoint ? { query: endpoint.query as never } : {}),
              },
            }
          : {}),
        responses: {
          200: {
            description: 'The sample records.',
            content: { 'application/json': { schema: endpoint.response } },
            ...(list
              ? {
                  headers: z.object({
                    'X-Total-Count': z.string().meta({ description: 'How many records match.' }),
                  }),
                }
              : {}),
          },
          ...('query' in endpoint || 'params' in endpoint
            ? { 400: problem('A path or query parameter is invalid; errors[] names each.') }
            : {}),
          ...('params' in endpoint ? { 404: problem('No such sample record.') } : {}),
        },
      },
    };
  }
  return paths;
}
