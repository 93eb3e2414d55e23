import type { Channel, Integration } from '@rawex/api/contracts';
import { Alert, Badge, BarChart, Button, RecordCard, StatGrid, Switch } from '@rawex/ui-kit';
import { useState } from 'react';
import { useMultichannelChannels, useMultichannelIntegrations } from '../../data/samples';
import { formatPercent, formatWholeUsd, statusLabel, toneOf } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import * as page from '../../styles/page.css';
import {
  CHANNEL_ERROR_TEXT,
  isSwitchedOn,
  OVERVIEW_CHANNELS,
  revenueShares,
  statusAfterSwitch,
} from './rules';

type ChannelsState = {
  channels: Channel[] | undefined;
  error: Error | undefined;
  toggle: (id: string, on: boolean) => void;
};

/** The channels with the switches flipped on this screen applied (sample data is never changed). */
function useSwitchableChannels(): ChannelsState {
  const { items, error } = useMultichannelChannels();
  const [switched, setSwitched] = useState<Record<string, boolean>>({});
  const channels = items?.map((channel) =>
    channel.id in switched
      ? { ...channel, status: statusAfterSwitch(switched[channel.id] as boolean) }
      : channel,
  );
  return { channels, error, toggle: (id, on) => setSwitched((current) => ({ ...current, [id]: on })) };
}

function ChannelCard({ channel, onToggle }: { channel: Channel; onToggle?: (on: boolean) => void }) {
  return (
    <RecordCard
      title={channel.name}
      subtitle={channel.description}
      badges={<Badge tone={toneOf(channel.status)}>{statusLabel(channel.status)}</Badge>}
      fields={[
        { label: 'Revenue', value: formatWholeUsd(channel.revenue) },
        { label: 'Orders', value: channel.orders.toLocaleString('en-US') },
        { label: 'Conversion', value: formatPercent(channel.conversionRate) },
      ]}
      actions={
        onToggle && (
          <Switch
            label={`${channel.name} active`}
            checked={isSwitchedOn(channel.status)}
            onChange={onToggle}
          />
        )
      }
    >
      {channel.status === 'error' && <Alert tone="danger" title={CHANNEL_ERROR_TEXT} />}
    </RecordCard>
  );
}

function Overview({ state, showTab }: { state: ChannelsState; showTab: (tab: string) => void }) {
  return (
    <div className={page.twoColumns}>
      <RecordList
        label="Channel overview"
        items={state.channels?.slice(0, OVERVIEW_CHANNELS)}
        error={state.error}
        errorTitle="Failed to load the channels"
        emptyTitle="No channels yet"
        keyOf={(channel) => channel.id}
      >
        {(channel) => <ChannelCard channel={channel} />}
      </RecordList>
      <section className={page.panel} aria-labelledby="multichannel-actions">
        <h2 id="multichannel-actions" className={page.sectionTitle}>
          Quick Actions
        </h2>
        <Button onClick={() => notOnSampleData('Adding a channel')}>Add Channel</Button>
        <Button tone="secondary" onClick={() => showTab('analytics')}>
          View Analytics
        </Button>
        <Button tone="secondary" onClick={() => showTab('channels')}>
          Settings
        </Button>
        <Button tone="secondary" onClick={() => notOnSampleData('Managing teams')}>
          Manage Teams
        </Button>
      </section>
    </div>
  );
}

function Integrations() {
  const { items, error } = useMultichannelIntegrations();
  const [connected, setConnected] = useState<ReadonlySet<string>>(new Set());
  return (
    <RecordList
      label="Integrations"
      items={items}
      error={error}
      errorTitle="Failed to load the integrations"
      emptyTitle="No integrations available"
      keyOf={(integration) => integration.id}
    >
      {(integration: Integration) => {
        const isConnected = connected.has(integration.id) || integration.status === 'connected';
        return (
          <RecordCard
            title={integration.name}
            subtitle={integration.description}
            badges={
              integration.status === 'pending' ? (
                <Badge tone="warning">Coming Soon</Badge>
              ) : (
                <Badge tone={isConnected ? 'success' : 'primary'}>
                  {isConnected ? 'Connected' : 'Available'}
                </Badge>
              )
            }
            actions={
              integration.status === 'pending' ? (
                <Button size="small" disabled>
                  Coming Soon
                </Button>
              ) : (
                <Button
                  size="small"
                  tone={isConnected ? 'secondary' : 'primary'}
                  aria-pressed={isConnected}
                  onClick={() => setConnected((current) => new Set(current).add(integration.id))}
                  disabled={isConnected}
                >
                  {isConnected ? 'Connected' : 'Connect'}
                </Button>
              )
            }
          />
        );
      }}
    </RecordList>
  );
}

function Analytics({ channels }: { channels: Channel[] | undefined }) {
  return (
    <div className={page.twoColumns}>
      <section className={page.panel}>
        <BarChart
          title="Revenue share"
          loading={!channels}
          max={100}
          formatValue={(value) => formatPercent(value)}
          bars={revenueShares(channels ?? [])}
        />
      </section>
      <section className={page.panel}>
        <BarChart
          title="Conversion rate"
          loading={!channels}
          formatValue={(value) => formatPercent(value)}
          bars={(channels ?? []).map((channel) => ({
            label: channel.name,
            value: channel.conversionRate,
            colour: channel.colour,
          }))}
        />
      </section>
    </div>
  );
}

export default function Multichannel() {
  const state = useSwitchableChannels();
  const [tab, setTab] = useState<string>();
  const { channels, error } = state;
  return (
    <SampleConsole
      title="Multichannel Manager"
      description="Switch sales channels on and off, and connect store platforms."
      value={tab}
      onValueChange={setTab}
      summary={
        <StatGrid
          label="Channel summary"
          loading={!channels && !error}
          error={error && 'Failed to load the channels'}
          stats={
            channels
              ? [
                  { label: 'Channels', value: channels.length },
                  {
                    label: 'Active',
                    value: channels.filter((channel) => channel.status === 'active').length,
                  },
                  {
                    label: 'Needing Attention',
                    value: channels.filter((channel) => channel.status === 'error').length,
                  },
                  {
                    label: 'Revenue',
                    value: formatWholeUsd(
                      channels.reduce((sum, channel) => sum + Number(channel.revenue), 0),
                    ),
                  },
                ]
              : []
          }
        />
      }
      tabs={[
        { value: 'overview', label: 'Overview', content: <Overview state={state} showTab={setTab} /> },
        {
          value: 'channels',
          label: 'Channels',
          content: (
            <RecordList
              label="All channels"
              items={channels}
              error={error}
              errorTitle="Failed to load the channels"
              emptyTitle="No channels yet"
              keyOf={(channel) => channel.id}
            >
              {(channel) => <ChannelCard channel={channel} onToggle={(on) => state.toggle(channel.id, on)} />}
            </RecordList>
          ),
        },
        { value: 'integrations', label: 'Integrations', content: <Integrations /> },
        { value: 'analytics', label: 'Analytics', content: <Analytics channels={channels} /> },
      ]}
    />
  );
}
