import type { ApiKey, EndpointUsage, KeyUsage } from '@rawex/api/contracts';
import { API_PERMISSIONS } from '@rawex/api/contracts/console-values';
import {
  Alert,
  Badge,
  BarChart,
  Button,
  ButtonLink,
  CheckboxGroup,
  ConsoleShell,
  Dialog,
  EmptyState,
  formatDate,
  ProgressBar,
  RecordCard,
  SecretField,
  Skeleton,
  StatGrid,
  TextField,
} from '@rawex/ui-kit';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { fieldMessages, whatWentWrong } from '../../api/client';
import { useApiKeys, useEndpointUsage, useKeyActions, useKeyUsage, type KeyChanges } from '../../api/keys';
import { LoadFailed } from '../../app/LoadFailed';
import { notify } from '../../app/notify';
import { usePageTitle } from '../../app/page-title';
import { SignedIn } from '../../app/SignedIn';
import { usePhone } from '../../app/use-phone';
import { formatClock, formatPercent, statusLabel, toneOf } from '../../consoles/format';
import * as page from '../page.css';
import * as styles from './ApiConsole.css';

const permissionOptions = API_PERMISSIONS.map((permission) => ({ value: permission, label: permission }));
const DEFAULT_RATE_LIMIT = '1000';

/** The key nearest to its hourly limit, with how much of it is used. */
function nearestToLimit(usage: KeyUsage) {
  return usage.keys
    .filter((key) => key.status === 'active')
    .map((key) => ({ ...key, share: key.requestsThisHour / key.rateLimit }))
    .sort((a, b) => b.share - a.share)[0];
}

function Overview() {
  const { usage, error } = useKeyUsage();
  const { endpoints } = useEndpointUsage();
  if (error) return <LoadFailed title="Failed to load your keys' use" />;
  if (!usage) return <Skeleton height="16rem" />;
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

function PermissionBadges({ permissions }: { permissions: readonly string[] }) {
  return (
    <span className={styles.badges}>
      {permissions.map((permission) => (
        <Badge key={permission} tone="neutral">
          {permission}
        </Badge>
      ))}
    </span>
  );
}

interface KeyFormValues {
  name: string;
  permissions: string[];
  rateLimit: string;
}

/** The fields a key is made or changed with; the API checks them, and its messages land on them. */
function KeyFields({
  values,
  errors,
  onChange,
}: {
  values: KeyFormValues;
  errors: Record<string, string>;
  onChange: (values: KeyFormValues) => void;
}) {
  return (
    <>
      <TextField
        label="Key name"
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <CheckboxGroup
        label="Permissions"
        options={permissionOptions}
        value={values.permissions}
        error={errors.permissions}
        onChange={(permissions) => onChange({ ...values, permissions })}
      />
      <TextField
        label="Requests per hour"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={values.rateLimit}
        error={errors.rateLimit}
        onChange={(event) => onChange({ ...values, rateLimit: event.target.value })}
      />
    </>
  );
}

const toChanges = (values: KeyFormValues) => ({
  name: values.name.trim(),
  permissions: values.permissions as KeyChanges['permissions'] & string[],
  rateLimit: Number(values.rateLimit),
});

function KeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { update, revoke } = useKeyActions();
  const [editing, setEditing] = useState<KeyFormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const active = apiKey.status === 'active';
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setBusy(true);
    try {
      await update(apiKey.id, toChanges(editing));
      setEditing(null);
      notify({ title: 'Key saved', description: `${editing.name} is changed.`, type: 'success' });
    } catch (error) {
      setErrors({ form: whatWentWrong(error, 'Failed to save the key.'), ...fieldMessages(error) });
    } finally {
      setBusy(false);
    }
  };
  const confirmRevoke = async () => {
    setBusy(true);
    try {
      await revoke(apiKey.id);
      setConfirming(false);
      notify({ title: 'Key revoked', description: `${apiKey.name} no longer works.`, type: 'success' });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Failed to revoke the key.'),
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RecordCard
      title={apiKey.name}
      subtitle={<code>{apiKey.key}…</code>}
      badges={<Badge tone={toneOf(apiKey.status)}>{statusLabel(apiKey.status)}</Badge>}
      fields={[
        { label: 'Permissions', value: <PermissionBadges permissions={apiKey.permissions} /> },
        { label: 'Hourly limit', value: apiKey.rateLimit.toLocaleString('en-US') },
        { label: 'Requests', value: apiKey.requests.toLocaleString('en-US') },
        { label: 'Last used', value: apiKey.lastUsed ? formatDate(apiKey.lastUsed) : 'Never' },
        { label: 'Created', value: formatDate(apiKey.createdAt) },
      ]}
      actions={
        active && (
          <>
            <Button
              size="small"
              tone="secondary"
              aria-label={`Edit ${apiKey.name}`}
              onClick={() => {
                setErrors({});
                setEditing(
                  editing
                    ? null
                    : {
                        name: apiKey.name,
                        permissions: [...apiKey.permissions],
                        rateLimit: String(apiKey.rateLimit),
                      },
                );
              }}
            >
              {editing ? 'Cancel' : 'Edit'}
            </Button>
            <Dialog.Root
              open={confirming}
              onOpenChange={({ open }) => setConfirming(open)}
              role="alertdialog"
            >
              <Dialog.Trigger asChild>
                <Button size="small" tone="danger" aria-label={`Revoke ${apiKey.name}`}>
                  Revoke
                </Button>
              </Dialog.Trigger>
              <Dialog.Content>
                <Dialog.Header>Revoke {apiKey.name}?</Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description>
                    Requests with this key will be refused (401) from now on. This cannot be undone: make a
                    new key if you need one again.
                  </Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <Button tone="ghost">Keep it</Button>
                  </Dialog.CloseTrigger>
                  <Button tone="danger" disabled={busy} onClick={() => void confirmRevoke()}>
                    {busy ? 'Revoking...' : 'Revoke key'}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Root>
          </>
        )
      }
    >
      {editing && (
        <form
          className={page.form}
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label={`Edit ${apiKey.name}`}
        >
          <KeyFields values={editing} errors={errors} onChange={setEditing} />
          {errors.form && <Alert tone="danger" title={errors.form} />}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </form>
      )}
    </RecordCard>
  );
}

const EMPTY_KEY: KeyFormValues = { name: '', permissions: ['read:products'], rateLimit: DEFAULT_RATE_LIMIT };

function CreateKey() {
  const { create } = useKeyActions();
  const [values, setValues] = useState(EMPTY_KEY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<ApiKey>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = 'Give the key a name, like "Warehouse sync".';
    if (values.permissions.length === 0) found.permissions = 'Choose at least one permission.';
    if (!Number.isInteger(Number(values.rateLimit)) || Number(values.rateLimit) < 1)
      found.rateLimit = 'Requests per hour must be a whole number of 1 or more.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setCreated(await create(toChanges(values)));
      setValues(EMPTY_KEY);
    } catch (error) {
      setErrors({ form: whatWentWrong(error, 'Failed to create the key.'), ...fieldMessages(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={page.stack}>
      {created && (
        <section className={page.panel} aria-labelledby="new-key-heading">
          <h3 id="new-key-heading" className={page.sectionTitle}>
            Your new key: {created.name}
          </h3>
          <Alert tone="warning" title="Copy it now: it will not be shown again">
            RawEx keeps only a fingerprint of each key, so the whole key exists only on this screen. Send it
            as <code>Authorization: Bearer …</code>.
          </Alert>
          <SecretField label="API key" value={created.key} copyable />
          <Button tone="ghost" size="small" onClick={() => setCreated(undefined)}>
            I have stored it
          </Button>
        </section>
      )}
      <form
        className={page.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="create-key-heading"
      >
        <h3 id="create-key-heading" className={page.sectionTitle}>
          Create an API key
        </h3>
        <KeyFields values={values} errors={errors} onChange={setValues} />
        {errors.form && Object.keys(errors).length === 1 && <Alert tone="danger" title={errors.form} />}
        <Button type="submit" disabled={busy}>
          {busy ? 'Generating...' : 'Generate API Key'}
        </Button>
      </form>
    </div>
  );
}

function Keys() {
  const { keys, error } = useApiKeys();
  return (
    <div className={page.twoColumns}>
      <section className={page.section} aria-labelledby="keys-heading">
        <h3 id="keys-heading" className={page.sectionTitle}>
          Your keys
        </h3>
        <p className={page.muted}>
          Keys are listed by their first 16 characters: the whole key is shown once, when made.
        </p>
        {error ? (
          <LoadFailed title="Failed to load your keys" />
        ) : !keys ? (
          <Skeleton height="12rem" />
        ) : keys.length === 0 ? (
          <EmptyState
            title="No API keys yet"
            description="Create one to call the API from your own software."
          />
        ) : (
          <ul className={page.list} aria-label="API keys">
            {keys.map((key) => (
              <li key={key.id}>
                <KeyCard apiKey={key} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={page.panel}>
        <CreateKey />
      </section>
    </div>
  );
}

function Endpoints() {
  const { endpoints, error } = useEndpointUsage();
  if (error) return <LoadFailed title="Failed to load the endpoints" />;
  if (!endpoints) return <Skeleton height="20rem" />;
  return (
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

function ApiConsoleView() {
  const phone = usePhone();
  return (
    <ConsoleShell
      title="API Management"
      description="Keys for your own software, what they use, and how the RawEx API works."
      sourceLabel="Live data"
      phone={phone}
      tabs={[
        { value: 'overview', label: 'Overview', content: <Overview /> },
        { value: 'keys', label: 'API Keys', content: <Keys /> },
        { value: 'endpoints', label: 'Endpoints', content: <Endpoints /> },
        { value: 'docs', label: 'Documentation', content: <Documentation /> },
      ]}
    />
  );
}

/** The API management console on the real key platform (`/api`; `/api-management` leads here). */
export default function ApiConsole() {
  usePageTitle('API Management');
  return <SignedIn>{() => <ApiConsoleView />}</SignedIn>;
}
