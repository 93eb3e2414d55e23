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

  it('say a missing field is required, and a success without a body has none', async () => {
    const missing = await api.client().post('/api/auth/login', { email: buyer.user.email });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: [{ field: 'password', message: 'is required' }] });
    const wrongType = await api.client().post('/api/auth/login', { email: buyer.user.email, password: 42 });
    expect((wrongType.body as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /expected string/,
    );

    const accepted = await api.client().post('/api/auth/password-reset', { email: buyer.user.email });
    expect([accepted.status, accepted.text]).toEqual([202, '']);
  });
});
