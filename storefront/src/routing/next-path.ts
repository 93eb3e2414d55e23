import { KEPT_LINE_PARAM } from '../data/cart';

/** Where to go after signing in: the `next` path if it is one of ours, else home. */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** What /signin and /join hand each other: where to go afterwards, and a line kept for the cart. */
export function signInQuery(params: URLSearchParams): string {
  const carried = new URLSearchParams();
  if (params.has('next')) carried.set('next', nextPath(params));
  const kept = params.get(KEPT_LINE_PARAM);
  if (kept) carried.set(KEPT_LINE_PARAM, kept);
  return carried.size > 0 ? `?${carried}` : '';
}
