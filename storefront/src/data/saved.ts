import { ok, readAddress } from '@rawex/client';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';
import { useSession } from './session';
import { useHydrated } from '../hooks/use-hydrated';
import { usePagedList } from './paged';

/** The products the signed-in person saved with a card's heart. */

const SAVED_IDS = readAddress('/api/saved-products/ids');

/** A product saved while signed out travels in the sign-in and join addresses until the account is there. */
export const KEPT_SAVE_PARAM = 'save';
export const KEPT_SAVE_NOTICE = 'Sign in to save it — your selection is kept.';

export function keptSaveOf(params: URLSearchParams): number | null {
  const match = /^(\d{1,10})$/.exec(params.get(KEPT_SAVE_PARAM) ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The ids of the products the signed-in person saved; none while signed out. Asked in the browser
 * only: the catalogue's screens are rendered once for every visitor, and the hearts are one's own.
 */
export function useSavedIds(): ReadonlySet<number> | undefined {
  const { user } = useSession();
  const hydrated = useHydrated();
  const { data } = useRead(user && hydrated ? SAVED_IDS : null);
  return useMemo(() => (data ? new Set(data) : undefined), [data]);
}

const saveProduct = (productId: number) =>
  ok(api.PUT('/api/saved-products/{productId}', { params: { path: { productId } } }));

function useSavedChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(RESOURCES.savedProducts);
}

/**
 * The heart: saves the product, or unsaves one saved; a signed-out visitor goes to /signin, the
 * product kept in the address, and comes back here afterwards.
 */
export function useToggleSaved() {
  const { user } = useSession();
  const saved = useSavedIds();
  const changed = useSavedChanged();
  const navigate = useNavigate();
  const location = useLocation();
  return async (product: { id: number }) => {
    if (!user) {
      const back = `${location.pathname}${location.search}`;
      navigate(`/signin?${new URLSearchParams({ next: back, [KEPT_SAVE_PARAM]: String(product.id) })}`);
      return;
    }
    if (saved?.has(product.id)) {
      await ok(
        api.DELETE('/api/saved-products/{productId}', { params: { path: { productId: product.id } } }),
      );
    } else {
      await saveProduct(product.id);
    }
    await changed();
  };
}

/** Saves the product kept in the address for the account just signed in or made. */
export function useAddKeptSave() {
  const changed = useSavedChanged();
  return async (params: URLSearchParams) => {
    const productId = keptSaveOf(params);
    if (productId === null) return;
    await saveProduct(productId);
    await changed();
  };
}

const SAVED_PAGE_SIZE = 24;

/** The person's saved products, newest first, a page at a time, with their price change since saved. */
export function useSavedProducts(enabled: boolean) {
  return usePagedList(
    (page) => (enabled ? readAddress('/api/saved-products', { query: page }) : null),
    SAVED_PAGE_SIZE,
  );
}
