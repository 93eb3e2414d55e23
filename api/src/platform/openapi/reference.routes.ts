import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';

const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/** The reference page runs Redoc from this server: its styles are inline and it starts a worker. */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>RawEx API reference</title>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json"></redoc>
    <script src="/api/docs/redoc.standalone.js"></script>
  </body>
</html>
`;

/** The document lists the reference routes too, so it is built lazily, on the first request. */
export function referenceRoutes(buildDocument: () => object) {
  let document: object | undefined;
  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI 3.1 document',
      tag: 'Reference',
      access: 'public',
      permission: null,
      responses: { 200: { description: 'The OpenAPI document.', schema: z.record(z.string(), z.unknown()) } },
      handler(ctx) {
        document ??= buildDocument();
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = document;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/docs',
      operationId: 'getReferencePage',
      summary: 'The browsable API reference (Redoc)',
      tag: 'Reference',
      access: 'public',
      permission: null,
      responses: { 200: { description: 'An HTML page.', schema: z.string(), contentType: 'text/html' } },
      handler(ctx) {
        ctx.set('Content-Security-Policy', docsContentSecurityPolicy);
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = docsPage;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/docs/redoc.standalone.js',
      operationId: 'getReferenceScript',
      summary: 'The Redoc script of the reference page, served locally',
      tag: 'Reference',
      access: 'public',
      permission: null,
      responses: { 200: { description: 'JavaScript.', schema: z.string(), contentType: 'text/javascript' } },
      handler(ctx) {
        ctx.type = 'text/javascript; charset=utf-8';
        ctx.set('Cache-Control', 'public, max-age=86400');
        ctx.body = createReadStream(redocBundle);
      },
    }),
  ];
}
