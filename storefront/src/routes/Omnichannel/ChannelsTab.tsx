import type { Channel } from '@rawex/api/contracts';
import { Badge, Button, RecordCard } from '@rawex/ui-kit';
import { useState } from 'react';
import { useChannelMessages } from '../../data/samples';
import { formatPercent, formatWholeUsd, statusLabel, timeAgo, toneOf } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { useNow } from '../../consoles/use-now';
import * as page from '../../styles/page.css';
import { DeferredSelect } from '../../filters/DeferredSelect';
import type { ShowTab } from './labels';

/** The Channels and Messages tabs: each channel's state, and the conversations. */

export function Channels({
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

export function Messages({ channels }: { channels: Channel[] | undefined }) {
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
