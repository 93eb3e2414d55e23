import type { TelegramCommand, TelegramOverview, TelegramSettings } from '@rawex/api/contracts';
import { TELEGRAM_TEMPLATE_PLACEHOLDERS } from '@rawex/api/contracts/console-values';
import {
  ActivityList,
  Badge,
  BarChart,
  Button,
  ButtonLink,
  Loaded,
  RecordCard,
  SecretField,
  Skeleton,
  StatGrid,
  StatusList,
  Switch,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import {
  useTelegramCommands,
  useTelegramOverview,
  useTelegramSettings,
  useTelegramUsers,
} from '../../data/samples';
import { LoadFailed } from '../../loading/LoadFailed';
import { formatPercent, statusLabel, timeAgo } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { NotSentOnSampleData } from '../../consoles/sample-form';
import { useNow } from '../../consoles/use-now';
import * as page from '../../styles/page.css';
import { fillTemplate, missingPlaceholders, TEMPLATE_EXAMPLE, validateWebhook } from './rules';

function Dashboard({ botUsername }: { botUsername: string | undefined }) {
  const { data: overview, error } = useTelegramOverview();
  return (
    <Loaded
      data={overview}
      failed={error && <LoadFailed title="Failed to load the bot's figures" />}
      placeholder={<DashboardFigures botUsername={botUsername} />}
    >
      {(overview) => <DashboardFigures botUsername={botUsername} overview={overview} />}
    </Loaded>
  );
}

/** The bot's figures; while they are on their way, they show as loading. */
function DashboardFigures({
  botUsername,
  overview,
}: {
  botUsername: string | undefined;
  overview?: TelegramOverview;
}) {
  const now = useNow();
  return (
    <div className={page.twoColumns}>
      <div className={page.stack}>
        <section className={page.panel}>
          <BarChart
            title="Bot performance"
            loading={!overview}
            max={100}
            formatValue={(value) => formatPercent(value, 0)}
            bars={(overview?.performance ?? []).map((row) => ({ label: row.label, value: row.value }))}
          />
        </section>
        <section className={page.panel} aria-labelledby="telegram-activity-heading">
          <h2 id="telegram-activity-heading" className={page.sectionTitle}>
            Recent Activity
          </h2>
          <ActivityList
            label="Recent activity"
            loading={!overview}
            items={(overview?.recentActivity ?? []).map((item) => ({
              id: item.id,
              text: item.text,
              time: timeAgo(item.at, now),
            }))}
          />
        </section>
      </div>
      <section className={page.panel} aria-labelledby="telegram-actions-heading">
        <h2 id="telegram-actions-heading" className={page.sectionTitle}>
          Quick Actions
        </h2>
        <Button onClick={() => notOnSampleData('Broadcasting a message')}>Broadcast Message</Button>
        <Button tone="secondary" onClick={() => notOnSampleData('Opening the bot analytics')}>
          View Analytics
        </Button>
        <Button tone="secondary" onClick={() => notOnSampleData('Testing the bot')}>
          Test Bot
        </Button>
        {botUsername && (
          <ButtonLink
            tone="secondary"
            href={`https://t.me/${botUsername.replace(/^@/, '')}`}
            target="_blank"
            rel="noreferrer"
          >
            Open Telegram
          </ButtonLink>
        )}
      </section>
    </div>
  );
}

function Users() {
  const { items, error } = useTelegramUsers();
  const now = useNow();
  return (
    <RecordList
      label="Bot users"
      items={items}
      error={error}
      errorTitle="Failed to load the bot's users"
      emptyTitle="No users yet"
      emptyDescription="People who start the bot will show here."
      keyOf={(user) => String(user.id)}
    >
      {(user) => (
        <RecordCard
          title={[user.firstName, user.lastName].filter(Boolean).join(' ')}
          subtitle={user.username ? `@${user.username}` : 'No username'}
          fields={[
            { label: 'Language', value: user.languageCode.toUpperCase() },
            {
              label: 'Last active',
              value: <span suppressHydrationWarning>{timeAgo(user.lastActive, now)}</span>,
            },
            { label: 'Orders', value: user.orderCount },
          ]}
        />
      )}
    </RecordList>
  );
}

function CommandCard({ command }: { command: TelegramCommand }) {
  const [enabled, setEnabled] = useState(command.enabled);
  const [editing, setEditing] = useState(false);
  const [description, setDescription] = useState(command.description);
  return (
    <RecordCard
      title={command.command}
      subtitle={editing ? undefined : description}
      badges={<Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>}
      fields={[
        { label: 'Answers with', value: statusLabel(command.responseType) },
        { label: 'Example', value: <code>{command.example}</code> },
      ]}
      actions={
        <>
          <Switch label={`${command.command} enabled`} checked={enabled} onChange={setEnabled} />
          <Button
            size="small"
            tone="secondary"
            aria-label={`${editing ? 'Done editing' : 'Edit'} ${command.command}`}
            onClick={() => setEditing(!editing)}
          >
            {editing ? 'Done' : 'Edit'}
          </Button>
        </>
      }
    >
      {editing && (
        <TextField
          label={`Description of ${command.command}`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      )}
    </RecordCard>
  );
}

function Commands() {
  const { items, error } = useTelegramCommands();
  return (
    <div className={page.stack}>
      <div className={page.toolbar}>
        <Button onClick={() => notOnSampleData('Adding a command')}>Add Command</Button>
      </div>
      <RecordList
        label="Bot commands"
        items={items}
        error={error}
        errorTitle="Failed to load the bot's commands"
        emptyTitle="No commands yet"
        keyOf={(command) => command.command}
      >
        {(command) => <CommandCard command={command} />}
      </RecordList>
    </div>
  );
}

function SettingsForm({ settings }: { settings: TelegramSettings }) {
  const [webhook, setWebhook] = useState(settings.webhookUrl);
  const [webhookChecked, setWebhookChecked] = useState<'error' | 'ok' | null>(null);
  const [welcome, setWelcome] = useState(settings.welcomeTemplate);
  const [confirmation, setConfirmation] = useState(settings.orderConfirmationTemplate);
  const [smartReplies, setSmartReplies] = useState(settings.smartReplies);
  const [suggestions, setSuggestions] = useState(settings.autoProductSuggestions);
  const webhookError = webhookChecked === 'error' ? validateWebhook(webhook) : undefined;
  const missing = missingPlaceholders(confirmation);
  return (
    <div className={page.twoColumns}>
      <section className={page.panel} aria-labelledby="bot-settings-heading">
        <h2 id="bot-settings-heading" className={page.sectionTitle}>
          Bot Settings
        </h2>
        <SecretField
          label="Bot Token"
          value={settings.botToken}
          copyable
          hint="From @BotFather. Keep it secret."
        />
        <form
          className={page.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setWebhookChecked(validateWebhook(webhook) ? 'error' : 'ok');
          }}
        >
          <TextField
            label="Webhook URL"
            type="url"
            value={webhook}
            onChange={(event) => {
              setWebhook(event.target.value);
              setWebhookChecked(null);
            }}
            error={webhookError}
          />
          <Button type="submit" tone="secondary">
            Set Webhook
          </Button>
          {webhookChecked === 'ok' && <NotSentOnSampleData what="webhook" />}
        </form>
        <TextField label="Bot Username" value={settings.botUsername} readOnly />
        <Switch label="Smart Replies" checked={smartReplies} onChange={setSmartReplies} />
        <Switch label="Auto Product Suggestions" checked={suggestions} onChange={setSuggestions} />
      </section>
      <div className={page.stack}>
        <section className={page.panel} aria-labelledby="templates-heading">
          <h2 id="templates-heading" className={page.sectionTitle}>
            Message Templates
          </h2>
          <TextAreaField
            label="Welcome message"
            value={welcome}
            onChange={(event) => setWelcome(event.target.value)}
          />
          <TextAreaField
            label="Order confirmation"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            hint={`Placeholders: ${TELEGRAM_TEMPLATE_PLACEHOLDERS.join(', ')}`}
            error={
              missing.length > 0 ? `Add ${missing.join(' and ')} so buyers see the whole order.` : undefined
            }
          />
          <p className={page.muted} aria-live="polite">
            Preview: {fillTemplate(confirmation, TEMPLATE_EXAMPLE)}
          </p>
        </section>
        <section className={page.panel} aria-labelledby="bot-status-heading">
          <h2 id="bot-status-heading" className={page.sectionTitle}>
            Status
          </h2>
          <StatusList
            label="Bot status"
            items={settings.status.map((row) => ({
              id: row.label,
              name: row.label,
              status: row.ok ? 'OK' : 'Needs attention',
              tone: row.ok ? 'success' : 'warning',
              detail: row.detail,
            }))}
          />
        </section>
      </div>
    </div>
  );
}

function Settings() {
  const { data: settings, error } = useTelegramSettings();
  return (
    <Loaded
      data={settings}
      failed={error && <LoadFailed title="Failed to load the bot's settings" />}
      placeholder={<Skeleton height="24rem" />}
    >
      {(settings) => <SettingsForm settings={settings} />}
    </Loaded>
  );
}

export default function Telegram() {
  const { data: overview, error } = useTelegramOverview();
  const { data: settings } = useTelegramSettings();
  return (
    <SampleConsole
      title="Telegram"
      description={
        settings
          ? `Your bot ${settings.botUsername} answers buyers around the clock.`
          : 'Your bot answers buyers around the clock.'
      }
      summary={
        <StatGrid
          label="Bot figures"
          loading={!overview && !error}
          error={error && "Failed to load the bot's figures"}
          stats={
            overview
              ? [
                  { label: 'Total Users', value: overview.totalUsers.toLocaleString('en-US') },
                  { label: 'Active Today', value: overview.activeToday.toLocaleString('en-US') },
                  { label: 'Messages Today', value: overview.messagesToday.toLocaleString('en-US') },
                  { label: 'Orders via Bot', value: overview.ordersViaBot.toLocaleString('en-US') },
                ]
              : []
          }
        />
      }
      tabs={[
        {
          value: 'dashboard',
          label: 'Dashboard',
          content: <Dashboard botUsername={settings?.botUsername} />,
        },
        { value: 'users', label: 'Users', content: <Users /> },
        { value: 'commands', label: 'Commands', content: <Commands /> },
        { value: 'settings', label: 'Settings', content: <Settings /> },
      ]}
    />
  );
}
