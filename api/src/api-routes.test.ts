import { describe, expect, it } from 'vitest';
import { apiRoutes, CATALOGUE_READS } from './api-routes.ts';

describe('the catalogue’s reads', () => {
  it('are named from the route table: every public GET that may read the replica', () => {
    expect([...CATALOGUE_READS].sort()).toEqual([
      '/api/categories',
      '/api/categories/:slug/statistics',
      '/api/market/summary',
      '/api/market/trends',
      '/api/products',
      '/api/products/:id',
      '/api/users/:id',
      '/api/users/vendors',
      '/api/vendors/:id/ratings',
    ]);
    // A supplier's own catalogue reads the replica too, but is nobody else's to keep.
    const sellersOwn = apiRoutes.find((route) => route.operationId === 'listVendorProducts');
    expect(sellersOwn?.reads).toBe('replica');
    expect(CATALOGUE_READS).not.toContain(`/api${sellersOwn?.path}`);
  });
});
