import type { Channel, OmnichannelSettings } from '@rawex/api/contracts';
import { Button, Loaded, SecretField, Skeleton, StatusList, TextField } from '@rawex/ui-kit';
import { useState } from 'react';
import { useOmnichannelSettings } from '../../data/samples';
import { NotSentOnSampleData, useSampleForm } from '../../consoles/sample-form';
import { LoadFailed } from '../../loading/LoadFailed';
import * as page from '../../styles/page.css';
import { validateChannelSettings } from './rules';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { autoResponseOptions, CONNECTION } from './labels';

/** The Integrations and Settings tabs: what is connected, and the console's settings. */

export function IntegrationStatus({ channels }: { channels: Channel[] | undefined }) {
  const [tested, setTested] = useState<Record<string, string>>({});
  return (
    <StatusList
      label="Integration status"
      loading={!channels}
      items={(channels ?? []).map((channel) => {
        const [status, tone] = CONNECTION[channel.status];
        return {
          id: channel.id,
          name: channel.name,
          status,
          tone,
          detail: tested[channel.id],
          action: (
            <Button
              size="small"
              tone="secondary"
              aria-label={`Test ${channel.name}`}
              onClick={() =>
                setTested((current) => ({
                  ...current,
                  [channel.id]:
                    channel.status === 'active'
                      ? 'Test passed: the channel answers.'
                      : `Test failed: the channel is ${status.toLowerCase()}.`,
                }))
              }
            >
              Test
            </Button>
          ),
        };
      })}
    />
  );
}

export function SettingsForm({ settings }: { settings: OmnichannelSettings }) {
  const form = useSampleForm(settings, validateChannelSettings);
  return (
    <form className={page.form} onSubmit={form.submit} noValidate aria-labelledby="channel-settings-heading">
      <h2 id="channel-settings-heading" className={page.sectionTitle}>
        Configuration
      </h2>
      <TextField label="WhatsApp Business Phone" type="tel" {...form.field('whatsappBusinessPhone')} />
      <SecretField
        label="Telegram Bot Token"
        value={form.values.telegramBotToken}
        onChange={(value) => form.set('telegramBotToken', value)}
        error={form.errors.telegramBotToken}
      />
      <TextField label="API Webhook URL" type="url" {...form.field('apiWebhookUrl')} />
      <DeferredSelect
        label="Auto-Response"
        options={autoResponseOptions}
        value={form.values.autoResponse}
        onChange={(value) => form.set('autoResponse', value)}
      />
      <Button type="submit">Save Configuration</Button>
      {form.accepted && <NotSentOnSampleData what="configuration" />}
    </form>
  );
}

export function Settings({ channels }: { channels: Channel[] | undefined }) {
  const { data: settings, error } = useOmnichannelSettings();
  return (
    <div className={page.twoColumns}>
      <section className={page.panel}>
        <Loaded
          data={settings}
          failed={error ? <LoadFailed title="Failed to load the configuration" /> : undefined}
          placeholder={<Skeleton height="20rem" />}
        >
          {(loaded) => <SettingsForm settings={loaded} />}
        </Loaded>
      </section>
      <section className={page.panel} aria-labelledby="integration-heading">
        <h2 id="integration-heading" className={page.sectionTitle}>
          Integration Status
        </h2>
        <IntegrationStatus channels={channels} />
      </section>
    </div>
  );
}
