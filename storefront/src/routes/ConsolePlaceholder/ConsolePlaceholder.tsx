import { ButtonLink, EmptyState } from '@rawex/ui-kit';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import * as page from '../page.css';

const CONSOLES: Record<string, string> = {
  api: 'API Management',
  'api-management': 'API Management',
};

/** The trading, channel and API consoles arrive in a later release; until then their routes say so. */
export default function ConsolePlaceholder() {
  const { pathname } = useLocation();
  const name = CONSOLES[pathname.slice(1)] ?? 'This console';
  usePageTitle(name);
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{name}</h1>
      <EmptyState
        title="Coming soon"
        description={`The ${name} console is on its way. Meanwhile, the catalogue and your orders are open.`}
        actions={
          <>
            <ButtonLink href="/products">Browse Products</ButtonLink>
            <ButtonLink tone="secondary" href="/api/docs">
              API reference
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
