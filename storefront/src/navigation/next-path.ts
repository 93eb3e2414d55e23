import { KEPT_LINE_PARAM } from '../data/cart';

/** A stand-in origin: a path that resolves to any other one leaves this site. */
const OURS = 'http://rawex.invalid';

/**
 * Where to go after signing in: the `next` path if it stays on this site, else home. The path is
 * resolved as a browser would resolve it (tabs and newlines dropped, a backslash read as a slash),
 * so `/%09/evil.example` or `/\\evil.example` cannot turn into another site's address.
 */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next') ?? '';
  if (!next.startsWith('/') || !URL.canParse(next, OURS)) return '/';
  const resolved = new URL(next, OURS);
  return resolved.origin === OURS ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
}

/** What /signin and /join hand each other: where to go afterwards, and a line kept for the cart. */
export function signInQuery(params: URLSearchParams): string {
  const carried = new URLSearchParams();
  if (params.has('next')) carried.set('next', nextPath(params));
  const kept = params.get(KEPT_LINE_PARAM);
  if (kept) carried.set(KEPT_LINE_PARAM, kept);
  return carried.size > 0 ? `?${carried}` : '';
}
