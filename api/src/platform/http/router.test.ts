import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type SignedIn, type TestApi } from '../../testing/index.ts';

describe('answers to a signed-in caller', () => {
  let api: TestApi;
  let buyer: SignedIn;

  beforeAll(async () => {
    api = await startTestApi();
    buyer = await signUp(api, 'buyer');
  });
  afterAll(() => api.close());

  it('are kept by no shared cache, unless the route says otherwise', async () => {
    for (const path of ['/api/auth/me', `/api/orders?buyerId=${buyer.user.id}`, '/api/categories']) {
      const answer = await buyer.client.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // The same public read, signed out, is the catalogue's and may be kept.
    expect((await api.client().get('/api/categories')).headers.get('cache-control')).toBeNull();
  });
});
