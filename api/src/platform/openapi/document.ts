import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { z } from 'zod';
import { problemSchema } from '../problem.contract.ts';
import { JSON_BODY_LIMIT, openApiPath, type RouteDefinition } from '../http/route.ts';

const description = `RawEx is a headless B2B marketplace for wholesale raw materials. This API is what
the RawEx storefront is built on; build your own frontend on it the same way.

## Conventions
- **JSON** in and out. Money and other decimals travel as strings (\`"4.20"\`).
- **Errors** are [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457) \`application/problem+json\`:
  \`{type, title, status, detail, code, errors?}\`. Branch on \`code\`, which never changes; show
  \`detail\` to people. Invalid input names each field in \`errors[]\` (400 for path and query,
  422 for bodies). Unknown fields are refused.
- **Outages** answer with \`Retry-After\`: any call may answer 503 \`database_unavailable\` while the
  database restarts, and a change 507 \`storage_full\` while the server's disk is full. Nothing
  of it was kept: send it again after the wait.
- **Lists** answer a JSON array and take \`limit\` (default 50, at most 100) and \`offset\`; the
  total is in \`X-Total-Count\` and the next and previous pages in \`Link\`.

## API keys
Create a key with \`POST /api/keys\` (signed in) and send it as \`Authorization: Bearer rx_live_…\`.
It acts as you with only its permissions (a route needing one the key lacks answers 403 naming
it), up to its hourly limit (default 1000), counted across every API process: answers carry
\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; past it, 429 with
\`Retry-After\`. A revoked or expired key answers 401.

## Signing in
\`POST /api/auth/login\` (or \`/api/auth/register\`) sets the \`rawex_session\` cookie: HttpOnly,
SameSite=Lax, a week without use or a month after sign-in at most. Changes made with the cookie
must come from the site's own origin (its \`Origin\` header); uploads also need the header
\`X-Requested-With\`. Other origins can be allowed to call the API with CORS (\`CORS_ORIGINS\`).
Failed sign-ins slow the next attempt down: after five for one email from one address (twenty for an
email, a hundred from an address), each further failure doubles the wait, from 30 seconds to 15
minutes; a refused attempt answers 429 with \`Retry-After\`.
`;

/** A refusal's response: the problem document, described by `text`. */
export const problem = (text: string) => ({
  description: text,
  content: { 'application/problem+json': { schema: problemSchema } },
});

function responsesOf(route: RouteDefinition): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const headers = response.headers
      ? z.object(
          Object.fromEntries(
            Object.entries(response.headers).map(([name, text]) => [
              name,
              z.string().meta({ description: text }),
            ]),
          ),
        )
      : undefined;
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: response.description,
      ...(response.schema
        ? { content: { [response.contentType ?? 'application/json']: { schema: response.schema } } }
        : {}),
      ...(headers ? { headers } : {}),
    };
  }
  if (route.params || route.query || route.headers) {
    responses['400'] = problem('A path, query or header parameter is invalid.');
  }
  if (route.body?.type === 'json') {
    responses['413'] = problem(`The body is larger than ${route.body.limit ?? JSON_BODY_LIMIT}.`);
    responses['415'] = problem('The body is not JSON.');
    responses['422'] = problem('A body field is invalid; errors[] names each.');
  }
  if (route.permission === 'session')
    responses['403'] = problem('Called with an API key (session_required).');
  else if (route.permission) responses['403'] = problem(`The API key lacks ${route.permission}.`);
  responses['429'] = problem('The API key is past its hourly limit; Retry-After says when to try again.');
  if (route.access !== 'public') {
    responses['401'] = problem('Not signed in.');
    if (route.access !== 'signed-in')
      responses['403'] = problem(`Needs a ${route.access.join(' or ')} account.`);
  }
  if (route.confirmedEmail) responses['403'] ??= problem('The account’s email address is not confirmed yet.');
  if (route.method !== 'get') responses['403'] ??= problem('Sent from a foreign origin.');
  for (const [status, text] of Object.entries(route.errors ?? {}))
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = problem(text);
  responses['500'] = problem('Something went wrong on the server.');
  return responses;
}

function operationOf(route: RouteDefinition): ZodOpenApiOperationObject {
  const permission =
    route.permission === 'session'
      ? 'No API key may call this: only the person, signed in.'
      : route.permission
        ? `With an API key, the key needs ${route.permission} (or admin:all).`
        : 'Any valid API key may call this.';
  const access =
    route.access === 'public'
      ? 'Anyone may call this.'
      : route.access === 'signed-in'
        ? 'Needs a signed-in user.'
        : `Needs a signed-in ${route.access.join(' or ')}.`;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: [
      route.description,
      access,
      route.confirmedEmail ? 'The account’s email address must be confirmed.' : undefined,
      permission,
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [route.tag],
    security: [
      ...(route.access === 'public' ? [{}] : []),
      { sessionCookie: [] },
      ...(route.permission === 'session' ? [] : [{ apiKey: route.permission ? [route.permission] : [] }]),
    ],
    ...(route.params || route.query || route.headers
      ? {
          requestParams: {
            ...(route.params ? { path: route.params as never } : {}),
            ...(route.query ? { query: route.query as never } : {}),
            ...(route.headers ? { header: route.headers as never } : {}),
          },
        }
      : {}),
    ...(route.body?.type === 'json'
      ? { requestBody: { required: true, content: { 'application/json': { schema: route.body.schema } } } }
      : {}),
    ...(route.body?.type === 'multipart'
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: (route.body.fields ?? z.object({})).extend({
                  [route.body.field]: z
                    .string()
                    .meta({ format: 'binary', description: route.body.description }),
                }),
              },
            },
          },
        }
      : {}),
    responses: responsesOf(route),
  };
}

/**
 * The OpenAPI 3.1 document of every route, built from the same definitions as the router, and of
 * `otherPaths` that are served otherwise (the sample data's).
 */
/** A group of operations in the document, and what they are for. */
export interface OpenApiTag {
  name: string;
  description: string;
}

export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  { otherPaths = {}, tags = [] }: { otherPaths?: ZodOpenApiPathsObject; tags?: readonly OpenApiTag[] } = {},
) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  Object.assign(paths, otherPaths);
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'RawEx API',
      version: '1.0.0',
      description,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    tags: [...tags],
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'rawex_session',
          description: 'Set by sign-in.',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key from POST /api/keys, sent as `Authorization: Bearer rx_live_…`; the scopes listed on an operation are the key permission it needs.',
        },
      },
    },
    paths,
  });
}
