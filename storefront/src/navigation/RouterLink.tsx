import type { LinkProps } from '@rawex/ui-kit';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/** Renders the kit's links: the storefront's own paths through react-router, anything else as a plain anchor. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  if (!href.startsWith('/') || href.startsWith('//')) return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});
