import { sampleAuctionSchema } from '@rawex/api/contracts';
import { startTestApi, type TestApi } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApi } from './sample-api.ts';

describe('the sample endpoints mounted in the app', () => {
  let api: TestApi;
  let url: string;

  beforeAll(async () => {
    api = await startTestApi({ apiExtensions: sampleApi() });
    url = api.url;
  });
  afterAll(() => api.close());

  it('answers a filtered, paged list with its total, like any API list', async () => {
    const response = await fetch(`${url}/api/samples/auctions?status=live&limit=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(1);
    const [auction] = sampleAuctionSchema.array().parse(await response.json());
    expect(auction?.status).toBe('live');
  });

  it("passes on the handlers' problems, and leaves unknown sample paths to the API's 404", async () => {
    const bad = await fetch(`${url}/api/samples/auctions?status=closed`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'invalid_parameters',
      errors: [{ field: 'query.status' }],
    });
    const unknown = await fetch(`${url}/api/samples/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'route_not_found' });
  });
});
