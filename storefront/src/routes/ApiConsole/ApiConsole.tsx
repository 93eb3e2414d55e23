import type { EndpointUsage, KeyUsage } from '@rawex/api/contracts';
import { BarChart, ButtonLink, ConsoleShell, Loaded, ProgressBar, Skeleton, StatGrid } from '@rawex/ui-kit';
import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../../server-rendering/lazy-parts';
import { useEndpointUsage, useKeyUsage } from '../../data/keys';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { usePhone } from '../../hooks/use-phone';
import { formatClock, formatPercent } from '../../consoles/format';
import * as page from '../../styles/page.css';
import * as styles from './ApiConsole.css';

const KeysTab = lazyPart('src/routes/ApiConsole/KeysTab.tsx', () => import('./KeysTab'));
const WebhooksTab = lazyPart('src/routes/ApiConsole/WebhooksTab.tsx', () => import('./WebhooksTab'));

/** The key nearest to its hourly limit, with how much of it is used. */
function nearestToLimit(usage: KeyUsage) {
  return usage.keys
    .filter((key) => key.status === 'active')
    .map((key) => ({ ...key, share: key.requestsThisHour / key.rateLimit }))
    .sort((a, b) => b.share - a.share)[0];
}

function Overview({ isAdmin }: { isAdmin: boolean }) {
  const { usage, error } = useKeyUsage();
  const { endpoints } = useEndpointUsage(isAdmin);
  return (
    <Loaded
      data={usage}
      failed={error && <LoadFailed title="Failed to load your keys' use" />}
      placeholder={<Skeleton height="16rem" />}
    >
      {(usage) => <UsageFigures usage={usage} endpoints={endpoints} isAdmin={isAdmin} />}
    </Loaded>
  );
}

function UsageFigures({
  usage,
  endpoints,
  isAdmin,
}: {
  usage: KeyUsage;
  /** Everyone's calls per endpoint: an administrator's only, and on its way while undefined. */
  endpoints: EndpointUsage[] | undefined;
  isAdmin: boolean;
}) {
  const nearest = nearestToLimit(usage);
  const requests = endpoints?.reduce((sum, endpoint) => sum + endpoint.requests, 0);
  const errors = endpoints?.reduce(
    (sum, endpoint) => sum + Math.round(endpoint.errorRate * endpoint.requests),
    0,
  );
  return (
    <div className={page.stack}>
      <StatGrid
        label="API overview"
        stats={[
          { label: 'Active Keys', value: usage.keys.filter((key) => key.status === 'active').length },
          {
            label: 'Your Requests (24 h)',
            value: usage.hours.reduce((sum, hour) => sum + hour.requests, 0).toLocaleString('en-US'),
          },
          ...(isAdmin
            ? [
                {
                  label: 'API Requests (24 h)',
                  value: requests?.toLocaleString('en-US') ?? '…',
                  hint: 'Everyone’s, all endpoints',
                },
                {
                  label: 'Errors (24 h)',
                  value: errors?.toLocaleString('en-US') ?? '…',
                  hint: 'Answers with status 400 or more',
                },
              ]
            : []),
        ]}
      />
      <div className={page.twoColumns}>
        <section className={page.panel}>
          <BarChart
            title="Your keys' requests per hour (UTC)"
            bars={usage.hours.map((hour) => ({ label: `${formatClock(hour.hour)}`, value: hour.requests }))}
          />
        </section>
        <section className={page.panel} aria-labelledby="nearest-heading">
          <h3 id="nearest-heading" className={page.sectionTitle}>
            Nearest to its limit
          </h3>
          {nearest ? (
            <>
              <p>
                <strong>{nearest.name}</strong>: {nearest.requestsThisHour.toLocaleString('en-US')} of{' '}
                {nearest.rateLimit.toLocaleString('en-US')} requests this hour.
              </p>
              <ProgressBar
                label={`${nearest.name} this hour`}
                value={nearest.share * 100}
                tone={nearest.share >= 0.9 ? 'danger' : nearest.share >= 0.7 ? 'warning' : 'success'}
              />
            </>
          ) : (
            <p className={page.muted}>No active key yet: create one under API Keys.</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Endpoints({ isAdmin }: { isAdmin: boolean }) {
  const { endpoints, error } = useEndpointUsage(isAdmin);
  if (!isAdmin) {
    return (
      <p className={page.muted}>
        The platform’s requests, times and errors per endpoint are for administrators. Every endpoint, with
        its fields and answers, is described in the <a href="/api/docs">API reference</a>.
      </p>
    );
  }
  return (
    <Loaded
      data={endpoints}
      failed={error && <LoadFailed title="Failed to load the endpoints" />}
      placeholder={<Skeleton height="20rem" />}
    >
      {(endpoints) => (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>Every operation of the API, last 24 hours</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Requests</th>
                <th scope="col">Avg. time</th>
                <th scope="col">Errors</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((endpoint: EndpointUsage) => (
                <tr key={`${endpoint.method} ${endpoint.path}`}>
                  <th scope="row">
                    <span className={styles.method}>{endpoint.method}</span> <code>{endpoint.path}</code>
                    <span className={styles.summary}>{endpoint.summary}</span>
                  </th>
                  <td>{endpoint.requests.toLocaleString('en-US')}</td>
                  <td>{endpoint.averageMs === null ? '—' : `${endpoint.averageMs} ms`}</td>
                  <td>{endpoint.requests === 0 ? '—' : formatPercent(endpoint.errorRate * 100)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Loaded>
  );
}

const EXAMPLES = [
  ['List products', '/api/products?search=cocoa&limit=24'],
  ['One product', '/api/products/1'],
  ['Categories', '/api/categories'],
  ['Your orders', '/api/orders?limit=10'],
] as const;

const noSubscription = () => () => {};

function Documentation() {
  // The server renders the examples without a host; the browser fills in its own after hydrating.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return (
    <div className={page.prose}>
      <section className={page.section}>
        <h3 className={page.sectionTitle}>Getting started</h3>
        <p>
          Create a key under API Keys with only the permissions your software needs, then call the API at{' '}
          <code>{origin || 'this site'}/api</code>. The full reference, every operation with its fields and
          answers, is at <a href="/api/docs">/api/docs</a>; the OpenAPI 3.1 document at{' '}
          <a href="/api/openapi.json">/api/openapi.json</a>.
        </p>
      </section>
      <section className={page.section}>
        <h3 className={page.sectionTitle}>Authentication</h3>
        <p>
          Send the key as a bearer token: <code>Authorization: Bearer rx_live_…</code>. It acts as you, with
          only its permissions: a call that needs another answers 403 naming it. A revoked or expired key
          answers 401.
        </p>
      </section>
      <section className={page.section}>
        <h3 className={page.sectionTitle}>Rate limits</h3>
        <p>
          Each key has its hourly limit (1,000 requests for a standard key), counted across every API server.
          Every answer carries <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and{' '}
          <code>RateLimit-Reset</code>; past the limit the API answers 429 with <code>Retry-After</code> in
          seconds.
        </p>
      </section>
      <section className={page.section}>
        <h3 className={page.sectionTitle}>Response format</h3>
        <p>
          JSON in and out, amounts as decimal strings. Lists are bare JSON arrays paged with{' '}
          <code>limit</code> and <code>offset</code>: the total is in <code>X-Total-Count</code>, the next and
          previous pages in <code>Link</code>. Errors are RFC 9457 <code>application/problem+json</code> with
          a stable <code>code</code> and, for invalid input, <code>errors[]</code> naming each field.
        </p>
      </section>
      <section className={page.section}>
        <h3 className={page.sectionTitle}>Examples</h3>
        {EXAMPLES.map(([title, path]) => (
          <div key={path}>
            <p className={page.muted}>{title}</p>
            <pre className={styles.code}>
              <code>{`curl -H "Authorization: Bearer $RAWEX_API_KEY" \\\n  '${origin}${path}'`}</code>
            </pre>
          </div>
        ))}
      </section>
      <section className={page.section}>
        <h3 className={page.sectionTitle}>SDKs</h3>
        <p>
          Generate a client in your language from the OpenAPI document (openapi-typescript, openapi-generator
          …). For JavaScript and TypeScript, RawEx’s own typed client is built from the same document.
        </p>
        <div className={page.toolbar}>
          <ButtonLink size="small" href="/api/openapi.json">
            JavaScript
          </ButtonLink>
          {['Python', 'PHP', 'Ruby'].map((language) => (
            <ButtonLink key={language} size="small" tone="secondary" href="/api/openapi.json">
              {language}
            </ButtonLink>
          ))}
        </div>
      </section>
    </div>
  );
}

function ApiConsoleView({ isAdmin }: { isAdmin: boolean }) {
  const phone = usePhone();
  return (
    <ConsoleShell
      title="API Management"
      description="Keys for your own software, what they use, and how the RawEx API works."
      sourceLabel="Live data"
      phone={phone}
      tabs={[
        { value: 'overview', label: 'Overview', content: <Overview isAdmin={isAdmin} /> },
        {
          value: 'keys',
          label: 'API Keys',
          content: (
            <Suspense fallback={<Skeleton height="16rem" />}>
              <KeysTab />
            </Suspense>
          ),
        },
        {
          value: 'webhooks',
          label: 'Webhooks',
          content: (
            <Suspense fallback={<Skeleton height="16rem" />}>
              <WebhooksTab />
            </Suspense>
          ),
        },
        { value: 'endpoints', label: 'Endpoints', content: <Endpoints isAdmin={isAdmin} /> },
        { value: 'docs', label: 'Documentation', content: <Documentation /> },
      ]}
    />
  );
}

/** The API management console on the real key platform (`/api`; `/api-management` leads here). */
export default function ApiConsole() {
  usePageTitle('API Management');
  return <SignedIn>{(user) => <ApiConsoleView isAdmin={user.role === 'admin'} />}</SignedIn>;
}
