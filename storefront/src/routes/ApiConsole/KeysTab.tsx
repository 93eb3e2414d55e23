import type { ApiKey } from '@rawex/api/contracts';
import { API_PERMISSIONS } from '@rawex/api/contracts/console-values';
import {
  Alert,
  Badge,
  Button,
  CheckboxGroup,
  ConfirmDialog,
  EmptyState,
  formatDate,
  Loaded,
  RecordCard,
  SecretField,
  Skeleton,
  TextField,
} from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { whatWentWrong } from '../../data/client';
import { useApiKeys, useKeyActions, type KeyChanges } from '../../data/keys';
import { LoadFailed } from '../../loading/LoadFailed';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { notify } from '../../notices/notify';
import { statusLabel, toneOf } from '../../consoles/format';
import * as page from '../../styles/page.css';
import * as styles from './ApiConsole.css';
import { useRecentSignIn } from '../../accounts/recent-sign-in';

/**
 * The API Keys tab, in a chunk of its own: its dialog, checkboxes and secret field load when the
 * tab is first opened, not with the console.
 */

const permissionOptions = API_PERMISSIONS.map((permission) => ({ value: permission, label: permission }));
const DEFAULT_RATE_LIMIT = '1000';

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
  onChange: <Key extends keyof KeyFormValues>(key: Key, value: KeyFormValues[Key]) => void;
}) {
  return (
    <>
      <TextField
        label="Key name"
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <CheckboxGroup
        label="Permissions"
        options={permissionOptions}
        value={values.permissions}
        error={errors.permissions}
        onChange={(permissions) => onChange('permissions', permissions)}
      />
      <TextField
        label="Requests per hour"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={values.rateLimit}
        error={errors.rateLimit}
        onChange={(event) => onChange('rateLimit', event.target.value)}
      />
    </>
  );
}

const toChanges = (values: KeyFormValues) => ({
  name: values.name.trim(),
  permissions: values.permissions as KeyChanges['permissions'] & string[],
  rateLimit: Number(values.rateLimit),
});

const valuesOf = (apiKey: ApiKey): KeyFormValues => ({
  name: apiKey.name,
  permissions: [...apiKey.permissions],
  rateLimit: String(apiKey.rateLimit),
});

/** A key's fields as the API will take them; what it refuses besides comes back on its fields. */
function checkKey(values: KeyFormValues): FormErrors {
  const found: FormErrors = {};
  if (!values.name.trim()) found.name = 'Give the key a name, like "Warehouse sync".';
  if (values.permissions.length === 0) found.permissions = 'Choose at least one permission.';
  if (!Number.isInteger(Number(values.rateLimit)) || Number(values.rateLimit) < 1)
    found.rateLimit = 'Requests per hour must be a whole number of 1 or more.';
  return found;
}

function KeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { update, resume, revoke } = useKeyActions();
  const recentSignIn = useRecentSignIn();
  const [editing, setEditing] = useState(false);
  const form = useApiForm<KeyFormValues>(valuesOf(apiKey));
  const active = apiKey.status === 'active';
  const paused = apiKey.status === 'paused';
  const save = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      checkKey,
      async (values) => {
        await recentSignIn.run(() => update(apiKey.id, toChanges(values)));
        setEditing(false);
        notify({ title: 'Key saved', description: `${values.name} is changed.`, type: 'success' });
      },
      'Failed to save the key.',
    );
  };
  const confirmRevoke = async () => {
    try {
      await revoke(apiKey.id);
      notify({ title: 'Key revoked', description: `${apiKey.name} no longer works.`, type: 'success' });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Failed to revoke the key.'),
        type: 'error',
      });
      throw error;
    }
  };
  const revokeDialog = (
    <ConfirmDialog
      trigger="Revoke"
      triggerLabel={`Revoke ${apiKey.name}`}
      triggerTone="danger"
      title={`Revoke ${apiKey.name}?`}
      description="Requests with this key will be refused (401) from now on. This cannot be undone: make a new key if you need one again."
      confirmLabel="Revoke key"
      pendingLabel="Revoking..."
      onConfirm={confirmRevoke}
    />
  );
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
        paused ? (
          <>
            <Button
              size="small"
              aria-label={`Resume ${apiKey.name}`}
              onClick={() =>
                void recentSignIn
                  .run(() => resume(apiKey.id))
                  .then(
                    () =>
                      notify({
                        title: 'Key resumed',
                        description: `${apiKey.name} works again.`,
                        type: 'success',
                      }),
                    (error: unknown) =>
                      notify({
                        title: 'Error',
                        description: whatWentWrong(error, 'Failed to resume the key.'),
                        type: 'error',
                      }),
                  )
              }
            >
              Resume
            </Button>
            {revokeDialog}
          </>
        ) : (
          active && (
            <>
              <Button
                size="small"
                tone="secondary"
                aria-label={`Edit ${apiKey.name}`}
                onClick={() => {
                  form.setErrors({});
                  form.setValues(valuesOf(apiKey));
                  setEditing(!editing);
                }}
              >
                {editing ? 'Cancel' : 'Edit'}
              </Button>
              {revokeDialog}
            </>
          )
        )
      }
    >
      {paused && (
        <Alert tone="warning" title="Paused when your password was reset">
          Resume it if you made it yourself; revoke it if not. Until then, requests with it are refused.
        </Alert>
      )}
      {editing && (
        <form className={page.form} onSubmit={save} noValidate aria-label={`Edit ${apiKey.name}`}>
          <KeyFields values={form.values} errors={form.errors} onChange={form.set} />
          {form.errors.form && <Alert tone="danger" title={form.errors.form} />}
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving...' : 'Save'}
          </Button>
        </form>
      )}
      {recentSignIn.dialog}
    </RecordCard>
  );
}

const EMPTY_KEY: KeyFormValues = { name: '', permissions: ['read:products'], rateLimit: DEFAULT_RATE_LIMIT };

function CreateKey() {
  const { create } = useKeyActions();
  const form = useApiForm(EMPTY_KEY);
  const [created, setCreated] = useState<ApiKey>();
  // An admin:all key asks for the password again when the sign-in is older than 15 minutes.
  const recentSignIn = useRecentSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      checkKey,
      async (values) => {
        setCreated(await recentSignIn.run(() => create(toChanges(values))));
        form.reset();
      },
      'Failed to create the key.',
    );
  };
  return (
    <div className={page.stack}>
      {recentSignIn.dialog}
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
      <form className={page.form} onSubmit={submit} noValidate aria-labelledby="create-key-heading">
        <h3 id="create-key-heading" className={page.sectionTitle}>
          Create an API key
        </h3>
        <KeyFields values={form.values} errors={form.errors} onChange={form.set} />
        {form.errors.form && <Alert tone="danger" title={form.errors.form} />}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Generating...' : 'Generate API Key'}
        </Button>
      </form>
    </div>
  );
}

export default function KeysTab() {
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
        <Loaded
          data={keys}
          failed={error && <LoadFailed title="Failed to load your keys" />}
          placeholder={<Skeleton height="12rem" />}
          empty={
            <EmptyState
              title="No API keys yet"
              description="Create one to call the API from your own software."
            />
          }
        >
          {(keys) => (
            <ul className={page.list} aria-label="API keys">
              {keys.map((key) => (
                <li key={key.id}>
                  <KeyCard apiKey={key} />
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <section className={page.panel}>
        <CreateKey />
      </section>
    </div>
  );
}
