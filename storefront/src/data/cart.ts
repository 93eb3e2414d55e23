import type { Approval, CheckoutRequest, CheckoutResult, Order } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';
import { useRefreshWaiting, useSession } from './session';
import { notify } from '../notices/notify';

const cartKey = (userId: string) => readAddress('/api/cart/{id}', { path: { id: userId } });
const checkoutPreviewKey = readAddress('/api/checkout');

const failure = (description: string) => notify({ title: 'Error', description, type: 'error' });

/**
 * After a change to a user's cart: its lines, what checking it out would do, and the header's
 * count of them load again.
 */
function useCartChanged() {
  const { mutate } = useSWRConfig();
  const refreshWaiting = useRefreshWaiting();
  return (userId: string) =>
    Promise.all([mutate(cartKey(userId)), mutate(checkoutPreviewKey), refreshWaiting()]);
}

/**
 * What checking out the signed-in buyer's cart now would do, as the API weighs it: the total and
 * its orders, whether it would wait for an approver and why, and the buyer's limits.
 */
export function useCheckoutPreview(wanted: boolean) {
  const { data, error } = useRead(wanted ? checkoutPreviewKey : null);
  return { preview: data, error: error as Error | undefined };
}

/** The signed-in user's cart and the changes to it; after each change the cart is loaded again. */
export function useCart() {
  const { user } = useSession();
  const key = user ? cartKey(user.id) : null;
  const { data, error, isLoading, mutate } = useRead(key);
  const cartChanged = useCartChanged();
  const [busyItemIds, setBusyItemIds] = useState<number[]>([]);

  const whileBusy = async (id: number, work: () => Promise<unknown>) => {
    setBusyItemIds((ids) => [...ids, id]);
    try {
      await work();
    } finally {
      setBusyItemIds((ids) => ids.filter((busy) => busy !== id));
      if (user) await cartChanged(user.id);
    }
  };

  return {
    items: user === null ? [] : data,
    error: error as Error | undefined,
    isLoading: user === undefined || isLoading,
    busyItemIds,
    count: data?.length ?? 0,
    async updateQuantity(item: { id: number }, quantity: number) {
      if (!(quantity > 0)) return;
      await whileBusy(item.id, () =>
        api
          .PUT('/api/cart/{id}', { params: { path: { id: item.id } }, body: { quantity } })
          .catch(() => failure('Failed to update cart item.')),
      );
    },
    async remove(item: { id: number }) {
      await whileBusy(item.id, async () => {
        try {
          await api.DELETE('/api/cart/{id}', { params: { path: { id: item.id } } });
          notify({
            title: 'Removed from cart',
            description: 'Product has been removed from your cart.',
            type: 'success',
          });
        } catch {
          failure('Failed to remove product from cart.');
        }
      });
    },
    reload: () => mutate(),
  };
}

/** Adds a line to the signed-in user's cart, saying how it went and offering the way to the cart. */
async function addLine(line: { productId: number; quantity: number }, viewCart: () => void) {
  try {
    await api.POST('/api/cart', { body: line });
    notify({
      title: 'Added to cart',
      description: 'Product has been added to your cart.',
      type: 'success',
      action: { label: 'View cart', onClick: viewCart },
    });
  } catch {
    failure('Failed to add product to cart.');
  }
}

/** Why a signed-out Add to Cart leads to /signin, shown there. */
export const KEPT_LINE_NOTICE = 'Sign in to order — your selection is kept.';

/**
 * A line chosen while signed out travels in the sign-in and join addresses (`add=<product id>:<quantity>`)
 * until the account is there, then goes into its cart.
 */
export const KEPT_LINE_PARAM = 'add';

export function keptLineOf(params: URLSearchParams): { productId: number; quantity: number } | null {
  const match = /^(\d{1,10}):(\d{1,10})$/.exec(params.get(KEPT_LINE_PARAM) ?? '');
  if (!match) return null;
  const [productId, quantity] = [Number(match[1]), Number(match[2])];
  return productId > 0 && quantity > 0 ? { productId, quantity } : null;
}

/** Puts the line kept in the address into the cart of the account just signed in or made. */
export function useAddKeptLine() {
  const cartChanged = useCartChanged();
  const navigate = useNavigate();
  return async (params: URLSearchParams, me: { id: string }) => {
    const line = keptLineOf(params);
    if (!line) return;
    await addLine(line, () => navigate('/cart'));
    await cartChanged(me.id);
  };
}

/**
 * Add to Cart: for a signed-in user, adds the product (at its minimum order unless told otherwise);
 * a signed-out user goes to /signin, the line kept in the address, and comes back here afterwards.
 */
export function useAddToCart() {
  const { known } = useSession();
  const cartChanged = useCartChanged();
  const navigate = useNavigate();
  const location = useLocation();

  return async (product: { id: number; minimumOrder: number }, quantity = product.minimumOrder) => {
    const user = await known();
    if (!user) {
      const back = `${location.pathname}${location.search}`;
      const keep = new URLSearchParams({ next: back, [KEPT_LINE_PARAM]: `${product.id}:${quantity}` });
      navigate(`/signin?${keep}`);
      return;
    }
    await addLine({ productId: product.id, quantity }, () => navigate('/cart'));
    await cartChanged(user.id);
  };
}

/**
 * Places the order(s): one per vendor, from the whole cart. A retry of the same attempt is not a
 * second order. Past the purchaser's limits, nothing is ordered: the cart waits for an approver
 * (`approval`).
 */
export function useCheckout() {
  const { user } = useSession();
  const cartChanged = useCartChanged();
  const invalidate = useInvalidate();
  return async (
    shipping: CheckoutRequest,
    attemptKey: string,
  ): Promise<{ placed: CheckoutResult } | { approval: Approval }> => {
    const { data, response } = await ok(
      api.POST('/api/checkout', { body: shipping, headers: { 'Idempotency-Key': attemptKey } }),
    );
    if (user) await cartChanged(user.id);
    // Stock went down and new orders exist (or a request waits): lists load afresh.
    await invalidate(RESOURCES.orders, RESOURCES.products, RESOURCES.approvals);
    return response.status === 202 ? { approval: data as Approval } : { placed: data as CheckoutResult };
  };
}

/**
 * Orders a product's sample on its own (or, past the member's limits, asks an approver: 202);
 * order lists, approvals and the product load afresh.
 */
export function useOrderSample() {
  const invalidate = useInvalidate();
  return async (
    productId: number,
    shipping: CheckoutRequest,
  ): Promise<{ placed: Order } | { approval: Approval }> => {
    const { data, response } = await ok(
      api.POST('/api/products/{id}/sample', { params: { path: { id: productId } }, body: shipping }),
    );
    await invalidate(RESOURCES.orders, RESOURCES.products, RESOURCES.approvals);
    return response.status === 202 ? { approval: data as Approval } : { placed: data as Order };
  };
}
