import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { RESOURCES, useInvalidate } from './invalidate';

/** Answers cached under these paths, as the storefront's reads key them. */
const CACHED = [
  '/api/orders?limit=20',
  '/api/orders/7/documents',
  '/api/orders-export',
  '/api/products/12',
  '/api/vendors/v-1/products?limit=50',
  '/api/vendors/v-1/dashboard',
  '/api/vendors/v-1/ratings',
  '/api/users/vendors?limit=24',
  '/api/users/v-2',
  '/api/conversations?limit=20',
  '/api/conversations/3',
  '/api/conversations/3/messages?limit=50',
];

/** The cached paths still there after `touched` is invalidated. */
async function keptAfter(...touched: Parameters<ReturnType<typeof useInvalidate>>): Promise<string[]> {
  const cache = new Map(CACHED.map((key) => [key, { data: key }]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, fetcher: () => new Promise(() => undefined) }}>
      {children}
    </SWRConfig>
  );
  const { result } = renderHook(() => useInvalidate(), { wrapper });
  await act(() => result.current(...touched));
  return CACHED.filter((key) => cache.has(key));
}

const without = (...gone: string[]) => CACHED.filter((key) => !gone.includes(key));

describe('invalidating what a change touched', () => {
  it('forgets the answers of a resource, by whole path segments', async () => {
    expect(await keptAfter(RESOURCES.orders)).toEqual(
      without('/api/orders?limit=20', '/api/orders/7/documents'),
    );
  });

  it('takes every product list with the products, a supplier’s own and its dashboard too', async () => {
    expect(await keptAfter(RESOURCES.products)).toEqual(
      without('/api/products/12', '/api/vendors/v-1/products?limit=50', '/api/vendors/v-1/dashboard'),
    );
  });

  it('takes one supplier’s figures with it, and the supplier lists', async () => {
    expect(await keptAfter(RESOURCES.supplier('v-1'))).toEqual(
      without(
        '/api/vendors/v-1/products?limit=50',
        '/api/vendors/v-1/dashboard',
        '/api/vendors/v-1/ratings',
        '/api/users/vendors?limit=24',
      ),
    );
  });

  it('reloads the conversations’ unread counts and leaves the messages on screen', async () => {
    expect(await keptAfter(RESOURCES.conversationSummaries)).toEqual(
      without('/api/conversations?limit=20', '/api/conversations/3'),
    );
  });

  it('takes several resources at once', async () => {
    expect(await keptAfter(RESOURCES.orders, RESOURCES.suppliers)).toEqual([
      '/api/orders-export',
      '/api/products/12',
      '/api/conversations?limit=20',
      '/api/conversations/3',
      '/api/conversations/3/messages?limit=50',
    ]);
  });
});
