import type { ApiKey } from '@rawex/api/contracts';
import { API_PERMISSIONS } from '@rawex/api/contracts/console-values';
import {
  Alert,
  Badge,
  Button,
  CheckboxGroup,
  Dialog,
  EmptyState,
  formatDate,
  RecordCard,
  SecretField,
  Skeleton,
  TextField,
} from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { fieldMessages, whatWentWrong } from '../../api/client';
import { useApiKeys, useKeyActions, type KeyChanges } from '../../api/keys';
import { LoadFailed } from '../../app/LoadFailed';
import { notify } from '../../app/notify';
import { statusLabel, toneOf } from '../../consoles/format';
import * as page from '../page.css';
import * as styles from './ApiConsole.css';

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
