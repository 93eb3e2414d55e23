import { Button, StatGrid } from '@rawex/ui-kit';
import { useState } from 'react';
import { useOmnichannelChannels } from '../../data/samples';
import { formatMillions, formatPercent, formatWholeUsd } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { SampleConsole } from '../../consoles/SampleConsole';
import { channelTotals } from './rules';
import { Dashboard, ChannelAnalytics } from './DashboardTab';
import { Channels, Messages } from './ChannelsTab';
import { Settings } from './SettingsTab';

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
