import { describe, expect, it } from 'vitest';
import { apiRoutes, CATALOGUE_READS } from './api-routes.ts';

describe('the catalogue’s reads', () => {
  it('are named from the route table: every public GET that may read the replica', () => {
    expect([...CATALOGUE_READS].sort()).toEqual([
      '/api/categories',
      '/api/categories/:slug/statistics',
      '/api/certifications',
      '/api/currencies',
      '/api/fx-rates',
      '/api/market/summary',
      '/api/market/trends',
      '/api/products',
      '/api/products/:id',
      '/api/products/:id/price',
      '/api/products/facets',
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

describe('what API keys may call', () => {
  it('names a permission on every route a key can reach, but whose-am-I, for-whom and revoking a key', () => {
    const anyKey = apiRoutes
      .filter((route) => route.access !== 'public' && route.permission === null)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .sort();
    // A key learns whose it is (the CLI's whoami) and which company it acts for, and revokes
    // itself (the CLI's logout).
    expect(anyKey).toEqual(['DELETE /keys/:id', 'GET /auth/me', 'GET /company']);
  });

  it('leaves a person’s own account, its security and data, who is in a company, money and verification to a person signed in', () => {
    const sessionOnly = apiRoutes
      .filter((route) => route.permission === 'session')
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .sort();
    expect(sessionOnly).toEqual([
      'DELETE /admin/commission-rules/:id',
      'DELETE /auth/me',
      'DELETE /auth/passkeys/:id',
      'DELETE /auth/sessions',
      'DELETE /auth/sessions/:id',
      'DELETE /auth/two-step/totp',
      'DELETE /company/invitations/:id',
      'DELETE /company/members/:userId',
      'DELETE /saved-products/:productId',
      'DELETE /saved-searches/:id',
      'GET /admin/payouts/batches/:id/pain.001',
      'GET /auth/me/export',
      'GET /auth/me/exports/:id',
      'GET /auth/security',
      'GET /auth/sessions',
      'GET /companies',
      'GET /saved-products',
      'GET /saved-products/ids',
      'GET /saved-searches',
      'PATCH /company/members/:userId',
      'PATCH /saved-searches/:id',
      'PATCH /users/:id',
      'POST /admin/commission-invoices',
      'POST /admin/commission-rules',
      'POST /admin/payouts/batches',
      'POST /admin/payouts/batches/:id/cancel',
      'POST /admin/protection/cancel-change',
      'POST /admin/protection/statements',
      'POST /auth/confirm-password',
      'POST /auth/email',
      'POST /auth/passkeys',
      'POST /auth/passkeys/:id/keep',
      'POST /auth/passkeys/options',
      'POST /auth/password',
      'POST /auth/second-step/confirm',
      'POST /auth/second-step/confirm/options',
      'POST /auth/two-step/recovery-codes',
      'POST /auth/two-step/totp',
      'POST /auth/two-step/totp/confirm',
      'POST /auth/verification-email',
      'POST /companies/:id/act',
      'POST /company/bank-account/cancel-change',
      'POST /company/invitations',
      'POST /disputes/:id/decision',
      'POST /keys/:id/resume',
      'POST /saved-searches',
      'PUT /admin/protection',
      'PUT /company/bank-account',
      'PUT /saved-products/:productId',
    ]);
  });
});

describe('what waits for a confirmed email address', () => {
  it('is everything that reaches other people or money: requests, conversations, messages, documents, webhooks, keys, statements', () => {
    const confirmedOnly = apiRoutes
      .filter((route) => route.confirmedEmail)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .sort();
    expect(confirmedOnly).toEqual([
      'POST /auctions',
      'POST /auctions/:id/bids',
      'POST /auctions/:id/lots/:lotId/award',
      'POST /company/invitations',
      'POST /conversations',
      'POST /conversations/:id/messages',
      'POST /keys',
      'POST /payments/statements',
      'POST /rfqs',
      'POST /upload/document',
      'POST /webhooks',
    ]);
  });
});
