import { ButtonLink, EmptyState } from '@rawex/ui-kit';
import { usePageTitle } from './page-title';
import { useServerResponse } from '../server-rendering/server-render';

/** Every path the storefront does not know, and a record an address names that is not there. */
export function NotFound() {
  usePageTitle('Page Not Found');
  useServerResponse({ status: 404 });
  return (
    <EmptyState
      icon="404"
      headingLevel="h2"
      title="Page Not Found"
      description="404 Page Not Found: there is nothing at this address. Did you forget to add the page to the router?"
      actions={<ButtonLink href="/">Back to Home</ButtonLink>}
    />
  );
}
