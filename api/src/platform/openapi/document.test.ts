import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiRouter } from '../http/router.ts';
import { apiRoutes } from '../../api-routes.ts';
import type { RouteContext } from '../http/route-context.ts';
import { startTestApi, type TestApi } from '../../testing/index.ts';

interface Operation {
  operationId: string;
  responses: Record<string, unknown>;
  requestBody?: unknown;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let api: TestApi;
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await startTestApi();
    const response = await fetch(`${api.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(() => api.close());

  it('lints clean under Redocly’s recommended rules: not one error', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('lists every method of every path the router has, and nothing it does not', () => {
    const router = buildApiRouter(apiRoutes, {} as RouteContext);
    const routed = router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method.toLowerCase()} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/samples/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(routed.sort());
    expect(routed).toEqual(
      expect.arrayContaining([
        'get /api/products',
        'get /api/products/{id}',
        'post /api/products',
        'get /api/users/vendors',
        'get /api/users/{id}',
        'get /api/vendors/{id}/ratings',
        'get /api/cart/{id}',
        'post /api/cart',
        'put /api/cart/{id}',
        'delete /api/cart/{id}',
        'post /api/upload/image',
        'post /api/upload/video',
        'get /uploads/{name}',
        'get /api/categories',
        'get /api/categories/{slug}/statistics',
        'post /api/auth/register',
      ]),
    );
  });

  it('documents the answers and the error answers of each operation', () => {
    const cart = document.paths['/api/cart']?.post;
    expect(Object.keys(cart?.responses ?? {}).sort()).toEqual([
      '200',
      '201',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
    ]);
    const upload = document.paths['/api/upload/image']?.post;
    expect(JSON.stringify(upload?.requestBody)).toContain('multipart/form-data');
    expect(Object.keys(upload?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '401', '413', '415', '422']),
    );
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it("lists the sample-data consoles' endpoints under the Samples tag, saying they are samples", () => {
    const samples = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/samples/'));
    expect(samples.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/samples/hedging/portfolio',
        '/api/samples/auctions',
        '/api/samples/whatsapp/conversations/{phone}/messages',
        '/api/samples/telegram/settings',
      ]),
    );
    for (const [, operations] of samples) {
      const operation = operations.get as Operation & { tags: string[]; summary: string };
      expect(operation.tags).toEqual(['Samples']);
      expect(operation.summary).toMatch(/\(sample data\)$/);
    }
  });

  it('has a browsable reference page that loads nothing from elsewhere', async () => {
    const page = await fetch(`${api.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="/api/openapi.json">');
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self' blob:");

    const script = await fetch(`${api.url}/api/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
