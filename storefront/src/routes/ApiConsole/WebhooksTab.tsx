import type { Webhook } from '@rawex/api/contracts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@rawex/api/contracts/webhook-values';
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
import { useDeliveries, useWebhookActions, useWebhooks } from '../../data/webhooks';
import { LoadFailed } from '../../loading/LoadFailed';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { notify, sayFailure, sayFailureAndRethrow } from '../../notices/notify';
import * as page from '../../styles/page.css';
import * as styles from './ApiConsole.css';

/** The Webhooks tab, in a chunk of its own: endpoints, their deliveries, and a new endpoint's secret shown once. */

const eventOptions = WEBHOOK_EVENT_TYPES.map((event) => ({ value: event, label: event }));

const deliveryTone = { succeeded: 'success', failed: 'danger', pending: 'warning' } as const;

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { deliveries, error } = useDeliveries(webhook.id);
  const { retry } = useWebhookActions();
  return (
    <Loaded
      data={deliveries}
      failed={error && <LoadFailed title="Failed to load the deliveries" />}
      placeholder={<Skeleton height="6rem" />}
      empty={<p className={page.muted}>Nothing delivered yet: send a test event.</p>}
    >
      {(deliveries) => (
        <ul className={page.list} aria-label={`Deliveries to ${webhook.url}`}>
          {deliveries.map((delivery) => (
            <li key={delivery.id} className={page.headerRow}>
              <span>
                <code>{delivery.eventType}</code>{' '}
                <Badge tone={deliveryTone[delivery.status]}>{delivery.status}</Badge>{' '}
                <span className={page.muted}>
                  {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                  {delivery.lastStatusCode !== null && ` · answered ${delivery.lastStatusCode}`}
                  {delivery.lastError && delivery.lastStatusCode === null && ` · ${delivery.lastError}`}
                  {delivery.nextAttemptAt && ` · next try ${formatDate(delivery.nextAttemptAt)}`}
                </span>
              </span>
              {delivery.status !== 'pending' && (
                <Button
                  size="small"
                  tone="secondary"
                  aria-label={`Send the ${delivery.eventType} delivery again`}
                  onClick={() =>
                    void retry(webhook.id, delivery.id).catch(sayFailure('Failed to send it again.'))
                  }
                >
                  Retry
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** A signing secret, shown once with how to use it, until its owner says it is stored. */
function SecretShownOnce({ secret, title, onStored }: { secret: string; title: string; onStored(): void }) {
  return (
    <section className={page.panel} aria-label={title}>
      <h3 className={page.sectionTitle}>{title}</h3>
      <Alert tone="warning" title="Copy it now: it will not be shown again">
        Each delivery is signed with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).
        Check the signature before you act on a delivery, with any Standard Webhooks library or verifyWebhook
        from @rawex/client/webhooks.
      </Alert>
      <SecretField label="Signing secret" value={secret} copyable />
      <Button tone="ghost" size="small" onClick={onStored}>
        I have stored it
      </Button>
    </section>
  );
}

function WebhookCard({ webhook }: { webhook: Webhook }) {
  const { update, remove, test, rotateSecret } = useWebhookActions();
  const [open, setOpen] = useState(false);
  const [newSecret, setNewSecret] = useState<string>();
  return (
    <RecordCard
      title={webhook.description ?? webhook.url}
      subtitle={<code>{webhook.url}</code>}
      badges={
        <Badge tone={webhook.isEnabled ? 'success' : 'danger'}>
          {webhook.isEnabled ? 'Enabled' : 'Disabled'}
        </Badge>
      }
      fields={[
        {
          label: 'Events',
          value: (
            <span className={styles.badges}>
              {webhook.events.map((event) => (
                <Badge key={event} tone="neutral">
                  {event}
                </Badge>
              ))}
            </span>
          ),
        },
        { label: 'Created', value: formatDate(webhook.createdAt) },
        ...(webhook.disabledReason ? [{ label: 'Disabled because', value: webhook.disabledReason }] : []),
      ]}
      actions={
        <>
          <Button size="small" tone="secondary" onClick={() => setOpen(!open)}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            size="small"
            tone="secondary"
            aria-label={`Send a test event to ${webhook.url}`}
            onClick={() =>
              void test(webhook.id).then(() => {
                setOpen(true);
                notify({
                  title: 'Test sent',
                  description: `A webhook.test event is on its way to ${webhook.url}.`,
                  type: 'success',
                });
              }, sayFailure('Failed to send a test event.'))
            }
          >
            Send test
          </Button>
          <ConfirmDialog
            trigger="New secret"
            triggerLabel={`Give ${webhook.url} a new signing secret`}
            triggerTone="secondary"
            cancelLabel="Keep this secret"
            title="Give this endpoint a new signing secret?"
            description="The new secret is shown once. For 24 hours every delivery is signed with the new secret and the old one, so you can change your receiver without missing a delivery; then only the new one signs."
            confirmLabel="Make a new secret"
            pendingLabel="Making..."
            onConfirm={() =>
              rotateSecret(webhook.id).then(
                setNewSecret,
                sayFailureAndRethrow('Failed to make a new secret.'),
              )
            }
          />
          {!webhook.isEnabled && (
            <Button
              size="small"
              onClick={() =>
                void update(webhook.id, { isEnabled: true }).catch(sayFailure('Failed to turn it on.'))
              }
            >
              Turn on
            </Button>
          )}
          <ConfirmDialog
            trigger="Delete"
            triggerLabel={`Delete ${webhook.url}`}
            triggerTone="danger"
            title="Delete this endpoint?"
            description="Nothing more is sent to it, and its deliveries are forgotten."
            confirmLabel="Delete endpoint"
            pendingLabel="Deleting..."
            onConfirm={() => remove(webhook.id).catch(sayFailureAndRethrow('Failed to delete the endpoint.'))}
          />
        </>
      }
    >
      {newSecret && (
        <SecretShownOnce
          secret={newSecret}
          title="The endpoint’s new signing secret"
          onStored={() => setNewSecret(undefined)}
        />
      )}
      {open && <Deliveries webhook={webhook} />}
    </RecordCard>
  );
}

interface EndpointValues {
  url: string;
  events: string[];
  description: string;
}

function checkEndpoint(values: EndpointValues): FormErrors {
  const found: FormErrors = {};
  if (!/^https?:\/\/\S+$/.test(values.url.trim()))
    found.url = 'Give the address to send to, like https://erp.example.com/rawex.';
  if (values.events.length === 0) found.events = 'Choose at least one event.';
  return found;
}

function AddEndpoint() {
  const { create } = useWebhookActions();
  const form = useApiForm<EndpointValues>({
    url: '',
    events: ['order.created', 'order.status_changed'],
    description: '',
  });
  const [secret, setSecret] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      checkEndpoint,
      async (values) => {
        const created = await create({
          url: values.url.trim(),
          events: values.events as WebhookEventType[],
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
        });
        setSecret(created.secret);
        form.reset();
      },
      'Failed to add the endpoint.',
    );
  };
  return (
    <div className={page.stack}>
      {secret && (
        <SecretShownOnce
          secret={secret}
          title="Your endpoint’s signing secret"
          onStored={() => setSecret(undefined)}
        />
      )}
      <form className={page.form} onSubmit={submit} noValidate aria-labelledby="add-endpoint-heading">
        <h3 id="add-endpoint-heading" className={page.sectionTitle}>
          Add an endpoint
        </h3>
        <TextField
          label="Endpoint URL"
          type="url"
          value={form.values.url}
          error={form.errors.url}
          onChange={(event) => form.set('url', event.target.value)}
        />
        <CheckboxGroup
          label="Events"
          options={eventOptions}
          value={form.values.events}
          error={form.errors.events}
          onChange={(events) => form.set('events', events)}
        />
        <TextField
          label="Description (optional)"
          value={form.values.description}
          error={form.errors.description}
          onChange={(event) => form.set('description', event.target.value)}
        />
        {form.errors.form && <Alert tone="danger" title={form.errors.form} />}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Adding...' : 'Add Endpoint'}
        </Button>
      </form>
    </div>
  );
}

export default function WebhooksTab() {
  const { webhooks, error } = useWebhooks();
  return (
    <div className={page.twoColumns}>
      <section className={page.section} aria-labelledby="webhooks-heading">
        <h3 id="webhooks-heading" className={page.sectionTitle}>
          Your endpoints
        </h3>
        <p className={page.muted}>
          RawEx POSTs the events you could read through the API to each endpoint, signed; a failed delivery is
          tried again after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h.
        </p>
        <Loaded
          data={webhooks}
          failed={error ? <LoadFailed title="Failed to load your endpoints" /> : undefined}
          placeholder={<Skeleton height="12rem" />}
          empty={
            <EmptyState
              title="No webhook endpoints yet"
              description="Add one to hear of orders as they happen."
            />
          }
        >
          {(endpoints) => (
            <ul className={page.list} aria-label="Webhook endpoints">
              {endpoints.map((webhook) => (
                <li key={webhook.id}>
                  <WebhookCard webhook={webhook} />
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <section className={page.panel}>
        <AddEndpoint />
      </section>
    </div>
  );
}
