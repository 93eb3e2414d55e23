/** Where to go after signing in: the `next` path if it is one of ours, else home. */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
