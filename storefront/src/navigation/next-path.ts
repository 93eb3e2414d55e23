import { KEPT_LINE_PARAM } from '../data/cart';
import { KEPT_SAVE_PARAM } from '../data/saved';

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

/** The pages that sign a visitor in: coming back to them afterwards would ask again. */
const SIGN_IN_PAGES = new Set(['/signin', '/join']);

/**
 * Sign in (or `/join`), coming back to `here` (a path and its query) afterwards; home and the
 * sign-in pages themselves need no way back.
 */
export function signInAddress(here: string, page: '/signin' | '/join' = '/signin'): string {
  const path = here.split(/[?#]/, 1)[0] ?? '';
  if (path === '/' || SIGN_IN_PAGES.has(path)) return page;
  return `${page}?${new URLSearchParams({ next: here })}`;
}

/** What /signin and /join hand each other: where to go afterwards, a line kept for the cart, a product kept to save. */
export function signInQuery(params: URLSearchParams): string {
  const carried = new URLSearchParams();
  if (params.has('next')) carried.set('next', nextPath(params));
  for (const param of [KEPT_LINE_PARAM, KEPT_SAVE_PARAM]) {
    const kept = params.get(param);
    if (kept) carried.set(param, kept);
  }
  return carried.size > 0 ? `?${carried}` : '';
}
