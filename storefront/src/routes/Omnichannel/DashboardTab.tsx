import type { Channel } from '@rawex/api/contracts';
import { ActivityList, BarChart, Button, ButtonLink, formatQuantity } from '@rawex/ui-kit';
import { useChannelMessages, useChannelOrders } from '../../data/samples';
import { formatPercent, formatWholeUsd, timeAgo } from '../../consoles/format';
import { useNow } from '../../consoles/use-now';
import * as page from '../../styles/page.css';
import { newestActivity } from './rules';
import type { ShowTab } from './labels';

/** The Dashboard and Analytics tabs: the channels' figures and latest activity. */

export function Performance({ channels }: { channels: Channel[] | undefined }) {
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

export function RecentActivity({ channels }: { channels: Channel[] | undefined }) {
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
            : `Order ${activity.record.id}: ${formatQuantity(activity.record.quantity, activity.record.unit)} ${activity.record.commodity} (${formatWholeUsd(activity.record.value)}) via ${nameOf(activity.record.channelId)}`,
        time: timeAgo(activity.at, now),
      }))}
    />
  );
}

export function Dashboard({ channels, showTab }: { channels: Channel[] | undefined; showTab?: ShowTab }) {
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

export function ChannelAnalytics({ channels }: { channels: Channel[] | undefined }) {
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
