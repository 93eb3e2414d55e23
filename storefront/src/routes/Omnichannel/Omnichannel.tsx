import type { Channel, OmnichannelSettings } from '@rawex/api/contracts';
import { AUTO_RESPONSE_MODES } from '@rawex/api/contracts/console-values';
import {
  ActivityList,
  Badge,
  BarChart,
  Button,
  ButtonLink,
  RecordCard,
  SecretField,
  Skeleton,
  StatGrid,
  StatusList,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import {
  useChannelMessages,
  useChannelOrders,
  useOmnichannelChannels,
  useOmnichannelSettings,
} from '../../data/samples';
import {
  formatMillions,
  formatPercent,
  formatWholeUsd,
  statusLabel,
  timeAgo,
  toneOf,
  type Tone,
} from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { NotSentOnSampleData, useSampleForm } from '../../consoles/sample-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { useNow } from '../../consoles/use-now';
import * as page from '../page.css';
import { channelTotals, newestActivity, validateChannelSettings } from './rules';
import { DeferredSelect } from '../../filters/DeferredSelect';

const AUTO_RESPONSE_LABELS: Record<(typeof AUTO_RESPONSE_MODES)[number], string> = {
  instant: 'Instant Response',
  business: 'Business Hours Only',
  manual: 'Manual Only',
};
const autoResponseOptions = AUTO_RESPONSE_MODES.map((mode) => ({
  value: mode,
  label: AUTO_RESPONSE_LABELS[mode],
}));

const CONNECTION: Record<Channel['status'], [string, Tone]> = {
  active: ['Connected', 'success'],
  pending: ['Pending verification', 'warning'],
  inactive: ['Disconnected', 'neutral'],
  error: ['Error', 'danger'],
};

type ShowTab = (tab: string) => void;

function Performance({ channels }: { channels: Channel[] | undefined }) {
  return (
    <BarChart
      title="Channel performance (revenue)"
      loading={!channels}
      formatValue={formatWholeUsd}
      bars={(channels ?? [])
        .filter((channel) => channel.status === 'active')
        .map((channel) => ({ label: channel.name, value: Number(channel.revenue), colour: channel.colour }))}
    />
  );
}

function RecentActivity({ channels }: { channels: Channel[] | undefined }) {
  const { items: messages, error } = useChannelMessages();
  const { items: orders, error: ordersError } = useChannelOrders();
  const nameOf = (id: string) => channels?.find((channel) => channel.id === id)?.name ?? 'a channel';
  const now = useNow();
  return (
    <ActivityList
      label="Recent activity"
      loading={!messages || !orders}
      error={(error || ordersError) && 'Failed to load the recent activity'}
      items={newestActivity(messages ?? [], orders ?? []).map((activity) => ({
        id: activity.record.id,
        text:
          activity.kind === 'message'
            ? `${activity.record.customerName} on ${nameOf(activity.record.channelId)}: “${activity.record.message}”`
            : `Order ${activity.record.id}: ${activity.record.quantity.toLocaleString('en-US')} ${activity.record.unit} ${activity.record.commodity} (${formatWholeUsd(activity.record.value)}) via ${nameOf(activity.record.channelId)}`,
        time: timeAgo(activity.at, now),
      }))}
    />
  );
}

function Dashboard({ channels, showTab }: { channels: Channel[] | undefined; showTab?: ShowTab }) {
  return (
    <div className={page.twoColumns}>
      <div className={page.stack}>
        <section className={page.panel}>
          <Performance channels={channels} />
        </section>
        <section className={page.panel} aria-labelledby="activity-heading">
          <h2 id="activity-heading" className={page.sectionTitle}>
            Recent Activity
          </h2>
          <RecentActivity channels={channels} />
        </section>
      </div>
      <section className={page.panel} aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className={page.sectionTitle}>
          Quick Actions
        </h2>
        <ButtonLink href="/whatsapp">WhatsApp</ButtonLink>
        <ButtonLink href="/telegram">Telegram</ButtonLink>
        <ButtonLink tone="secondary" href="/api">
          API Setup
        </ButtonLink>
        {showTab ? (
          <Button tone="secondary" onClick={() => showTab('analytics')}>
            Analytics
          </Button>
        ) : (
          <ButtonLink tone="secondary" href="/analytics">
            Analytics
          </ButtonLink>
        )}
      </section>
    </div>
  );
}

function Channels({
  channels,
  error,
  showTab,
  settingsTab,
}: {
  channels: Channel[] | undefined;
  error: Error | undefined;
  showTab: ShowTab;
  settingsTab: string;
}) {
  return (
    <RecordList
      label="Channels"
      items={channels}
      error={error}
      errorTitle="Failed to load the channels"
      emptyTitle="No channels yet"
      keyOf={(channel) => channel.id}
    >
      {(channel) => (
        <RecordCard
          title={channel.name}
          subtitle={channel.description}
          badges={<Badge tone={toneOf(channel.status)}>{statusLabel(channel.status)}</Badge>}
          fields={[
            { label: 'Orders', value: channel.orders.toLocaleString('en-US') },
            { label: 'Revenue', value: formatWholeUsd(channel.revenue) },
            { label: 'Customers', value: channel.customers.toLocaleString('en-US') },
            { label: 'Conversion', value: formatPercent(channel.conversionRate) },
          ]}
          actions={
            <>
              <Button size="small" tone="secondary" onClick={() => showTab(settingsTab)}>
                Configure
              </Button>
              <Button
                size="small"
                tone="ghost"
                onClick={() => showTab(settingsTab === 'automation' ? 'analytics' : 'dashboard')}
              >
                Analytics
              </Button>
            </>
          }
        />
      )}
    </RecordList>
  );
}

function Messages({ channels }: { channels: Channel[] | undefined }) {
  const [channelId, setChannelId] = useState('');
  const { items, error } = useChannelMessages(channelId || undefined);
  const now = useNow();
  const options = [
    { value: '', label: 'All channels' },
    ...(channels ?? []).map((channel) => ({ value: channel.id, label: channel.name })),
  ];
  return (
    <div className={page.stack}>
      <div className={page.toolbar}>
        <DeferredSelect label="Channel" options={options} value={channelId} onChange={setChannelId} />
      </div>
      <RecordList
        label="Messages"
        items={items}
        error={error}
        errorTitle="Failed to load the messages"
        emptyTitle="No messages"
        emptyDescription={channelId ? 'Nobody has written on this channel yet.' : undefined}
        keyOf={(message) => message.id}
        column
      >
        {(message) => (
          <RecordCard
            title={message.customerName}
            subtitle={`${channels?.find((channel) => channel.id === message.channelId)?.name ?? 'Channel'} · ${statusLabel(message.type)}`}
            badges={
              <>
                <Badge tone={toneOf(message.status)}>{statusLabel(message.status)}</Badge>
                <Badge tone={toneOf(message.priority)}>{statusLabel(message.priority)} priority</Badge>
              </>
            }
            fields={[
              {
                label: 'Received',
                value: <span suppressHydrationWarning>{timeAgo(message.timestamp, now)}</span>,
              },
            ]}
            actions={
              <>
                <Button size="small" onClick={() => notOnSampleData('Replying')}>
                  Reply
                </Button>
                <Button size="small" tone="secondary" onClick={() => notOnSampleData('Sending a quote')}>
                  Quote
                </Button>
              </>
            }
          >
            <p>{message.message}</p>
          </RecordCard>
        )}
      </RecordList>
    </div>
  );
}

function IntegrationStatus({ channels }: { channels: Channel[] | undefined }) {
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

function SettingsForm({ settings }: { settings: OmnichannelSettings }) {
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

function Settings({ channels }: { channels: Channel[] | undefined }) {
  const { data: settings, error } = useOmnichannelSettings();
  return (
    <div className={page.twoColumns}>
      <section className={page.panel}>
        {error ? (
          <LoadFailed title="Failed to load the configuration" />
        ) : settings ? (
          <SettingsForm settings={settings} />
        ) : (
          <Skeleton height="20rem" />
        )}
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

function ChannelAnalytics({ channels }: { channels: Channel[] | undefined }) {
  const bars = (pick: (channel: Channel) => number) =>
    (channels ?? []).map((channel) => ({
      label: channel.name,
      value: pick(channel),
      colour: channel.colour,
    }));
  return (
    <div className={page.twoColumns}>
      <section className={page.panel}>
        <Performance channels={channels} />
      </section>
      <div className={page.stack}>
        <section className={page.panel}>
          <BarChart
            title="Conversion rate"
            loading={!channels}
            formatValue={(value) => formatPercent(value)}
            bars={bars((channel) => channel.conversionRate)}
          />
        </section>
        <section className={page.panel}>
          <BarChart title="Orders" loading={!channels} bars={bars((channel) => channel.orders)} />
        </section>
      </div>
    </div>
  );
}

export default function Omnichannel() {
  const { items: channels, error } = useOmnichannelChannels();
  const [tab, setTab] = useState<string>();
  const totals = channels && channelTotals(channels);
  const summary = (
    <StatGrid
      label="Channel totals"
      loading={!channels && !error}
      error={error && 'Failed to load the channels'}
      stats={
        totals
          ? [
              { label: 'Active Channels', value: totals.activeChannels },
              { label: 'Total Orders', value: totals.orders.toLocaleString('en-US') },
              {
                label: 'Revenue',
                value: formatMillions(totals.revenue),
                hint: formatWholeUsd(totals.revenue),
              },
              { label: 'Avg. Conversion', value: formatPercent(totals.averageConversion) },
            ]
          : []
      }
    />
  );
  return (
    <SampleConsole
      title="Omnichannel"
      description="Every sales channel in one place: chat apps, the API, the web and email."
      summary={summary}
      value={tab}
      onValueChange={setTab}
      actions={
        <>
          <Button size="small" onClick={() => notOnSampleData('Adding a channel')}>
            Add Channel
          </Button>
          <Button size="small" tone="secondary" onClick={() => setTab('analytics')}>
            Analytics
          </Button>
        </>
      }
      tabs={[
        {
          value: 'dashboard',
          label: 'Dashboard',
          content: <Dashboard channels={channels} showTab={setTab} />,
        },
        {
          value: 'channels',
          label: 'Channels',
          content: <Channels channels={channels} error={error} showTab={setTab} settingsTab="automation" />,
        },
        { value: 'messages', label: 'Messages', content: <Messages channels={channels} /> },
        { value: 'automation', label: 'Automation', content: <Settings channels={channels} /> },
        { value: 'analytics', label: 'Analytics', content: <ChannelAnalytics channels={channels} /> },
      ]}
      phoneTabs={[
        { value: 'dashboard', label: 'Dashboard', content: <Dashboard channels={channels} /> },
        {
          value: 'channels',
          label: 'Channels',
          content: <Channels channels={channels} error={error} showTab={setTab} settingsTab="settings" />,
        },
        { value: 'messages', label: 'Messages', content: <Messages channels={channels} /> },
        { value: 'settings', label: 'Settings', content: <Settings channels={channels} /> },
      ]}
    />
  );
}
