import type { Escrow as EscrowRecord } from '@rawex/api/contracts';
import { ESCROW_RELEASE_CONDITIONS, ESCROW_STATUSES } from '@rawex/api/contracts/console-values';
import {
  Badge,
  BarChart,
  Button,
  ButtonLink,
  CheckboxGroup,
  formatDate,
  formatQuantity,
  ProgressBar,
  RecordCard,
  StatGrid,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useEscrows } from '../../data/samples';
import { statusLabel, toneOf, formatSampleMoney } from '../../consoles/format';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { AMOUNT_INPUT, NotSentOnSampleData, useSampleForm } from '../../consoles/sample-form';
import * as page from '../../styles/page.css';
import { EMPTY_ESCROW, heldInEscrow, milestoneProgress, milestonesDone, validateEscrow } from './rules';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { useSession } from '../../data/session';
import { PageLoading } from '../../loading/PageLoading';
import { usePageTitle } from '../../navigation/page-title';
import { ProtectedOrders } from '../../protection/ProtectedOrders';

const conditionOptions = ESCROW_RELEASE_CONDITIONS.map((condition) => ({
  value: condition,
  label: condition,
}));
const statusOptions = [
  { value: '', label: 'All statuses' },
  ...ESCROW_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

function Milestones({ escrow }: { escrow: EscrowRecord }) {
  return (
    <ul className={page.list} aria-label={`Milestones of ${escrow.id}`}>
      {escrow.milestones.map((milestone) => (
        <li key={milestone.id} className={page.headerRow}>
          <span>
            {milestone.title} · {formatSampleMoney(milestone.amount)}
            <span className={page.muted}> · due {formatDate(milestone.dueDate)}</span>
          </span>
          <Badge tone={toneOf(milestone.status)}>{statusLabel(milestone.status)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** An escrow's milestones, release conditions and documents. */
function EscrowDetails({ escrow }: { escrow: EscrowRecord }) {
  return (
    <>
      <Milestones escrow={escrow} />
      <p className={page.muted}>Release conditions: {escrow.releaseConditions.join(' · ')}</p>
      <ul className={page.list} aria-label={`Documents of ${escrow.id}`}>
        {escrow.documents.map((document) => (
          <li key={document.id} className={page.headerRow}>
            <span>
              {document.name} <span className={page.muted}>by {document.uploadedBy}</span>
            </span>
            <Badge tone={document.verified ? 'success' : 'warning'}>
              {document.verified ? 'Verified' : 'Unverified'}
            </Badge>
          </li>
        ))}
      </ul>
    </>
  );
}

function EscrowCard({ escrow, detailed = false }: { escrow: EscrowRecord; detailed?: boolean }) {
  const [open, setOpen] = useState(detailed);
  const done = milestonesDone(escrow.milestones);
  return (
    <RecordCard
      title={`${escrow.id} · ${escrow.commodity}`}
      subtitle={`${escrow.buyer} buys from ${escrow.seller}`}
      badges={<Badge tone={toneOf(escrow.status)}>{statusLabel(escrow.status)}</Badge>}
      fields={[
        { label: 'Order', value: escrow.orderId },
        { label: 'Amount', value: formatSampleMoney(escrow.amount) },
        { label: 'Quantity', value: formatQuantity(escrow.quantity, escrow.unit) },
        { label: 'Opened', value: formatDate(escrow.createdAt) },
      ]}
      actions={
        <Button size="small" tone="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide Details' : 'View Details'}
        </Button>
      }
    >
      <ProgressBar
        label="Milestones"
        value={milestoneProgress(escrow.milestones)}
        valueText={`${done} of ${escrow.milestones.length} milestones`}
        tone="success"
      />
      {open && <EscrowDetails escrow={escrow} />}
    </RecordCard>
  );
}

function Transactions() {
  const [status, setStatus] = useState('');
  const { items, error } = useEscrows(status || undefined);
  return (
    <div className={page.stack}>
      <div className={page.toolbar}>
        <DeferredSelect label="Status" options={statusOptions} value={status} onChange={setStatus} />
      </div>
      <RecordList
        label="Escrow transactions"
        items={items}
        error={error}
        errorTitle="Failed to load the escrow transactions"
        emptyTitle="No escrow transactions"
        emptyDescription={status ? `None is ${statusLabel(status).toLowerCase()}.` : undefined}
        keyOf={(escrow) => escrow.id}
      >
        {(escrow) => <EscrowCard escrow={escrow} />}
      </RecordList>
    </div>
  );
}

function DisputeCard({ escrow }: { escrow: EscrowRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <RecordCard
      title={`${escrow.id} · ${escrow.commodity}`}
      subtitle={`${escrow.buyer} buys from ${escrow.seller}`}
      badges={<Badge tone="danger">Disputed</Badge>}
      fields={[
        { label: 'Amount', value: formatSampleMoney(escrow.amount) },
        { label: 'Reason', value: escrow.disputeReason ?? 'Not given' },
        { label: 'Since', value: formatDate(escrow.updatedAt) },
      ]}
      actions={
        <>
          <Button size="small" tone="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide Details' : 'View Details'}
          </Button>
          <ButtonLink
            size="small"
            tone="secondary"
            href={`mailto:mediation@rawex.example?subject=${encodeURIComponent(`Dispute ${escrow.id} (${escrow.orderId})`)}`}
          >
            Contact Mediator
          </ButtonLink>
        </>
      }
    >
      {open && <EscrowDetails escrow={escrow} />}
    </RecordCard>
  );
}

function Disputes() {
  const { items, error } = useEscrows('disputed');
  return (
    <RecordList
      label="Disputes"
      items={items}
      error={error}
      errorTitle="Failed to load the disputes"
      emptyTitle="No Active Disputes"
      emptyDescription="Every escrow is running as agreed."
      keyOf={(escrow) => escrow.id}
      column
    >
      {(escrow) => <DisputeCard escrow={escrow} />}
    </RecordList>
  );
}

function MilestoneBoard() {
  const { items, error } = useEscrows();
  return (
    <RecordList
      label="Milestones by escrow"
      items={items}
      error={error}
      errorTitle="Failed to load the milestones"
      emptyTitle="No milestones yet"
      keyOf={(escrow) => escrow.id}
    >
      {(escrow) => (
        <RecordCard
          title={escrow.id}
          subtitle={`${escrow.commodity} · ${formatSampleMoney(escrow.amount)}`}
          badges={<Badge tone={toneOf(escrow.status)}>{statusLabel(escrow.status)}</Badge>}
        >
          <ProgressBar
            label="Milestones"
            value={milestoneProgress(escrow.milestones)}
            valueText={`${milestonesDone(escrow.milestones)} of ${escrow.milestones.length} milestones`}
            tone="success"
          />
          <Milestones escrow={escrow} />
        </RecordCard>
      )}
    </RecordList>
  );
}

function CreateEscrow() {
  const form = useSampleForm(EMPTY_ESCROW, validateEscrow);
  return (
    <form className={page.form} onSubmit={form.submit} noValidate aria-labelledby="create-escrow-heading">
      <h2 id="create-escrow-heading" className={page.sectionTitle}>
        Create Escrow
      </h2>
      <TextField label="Order ID" {...form.field('orderId')} />
      <TextField label="Buyer" {...form.field('buyer')} />
      <TextField label="Seller" {...form.field('seller')} />
      <TextField label="Commodity" {...form.field('commodity')} />
      <TextField label="Amount (USD)" {...AMOUNT_INPUT} step="0.01" {...form.field('amount')} />
      <TextField label="Quantity" {...AMOUNT_INPUT} {...form.field('quantity')} />
      <CheckboxGroup
        label="Release conditions"
        options={conditionOptions}
        value={form.values.releaseConditions}
        onChange={(value) => form.set('releaseConditions', value)}
        error={form.errors.releaseConditions}
      />
      <Button type="submit">Create Escrow</Button>
      {form.accepted && <NotSentOnSampleData what="escrow" />}
    </form>
  );
}

function Overview({ escrows, error }: { escrows: EscrowRecord[] | undefined; error: Error | undefined }) {
  return (
    <div className={page.stack}>
      <section className={page.panel}>
        <BarChart
          title="Escrows by status"
          loading={!escrows && !error}
          error={error && 'Failed to load the escrow transactions'}
          bars={ESCROW_STATUSES.map((status) => ({
            label: statusLabel(status),
            value: (escrows ?? []).filter((escrow) => escrow.status === status).length,
          }))}
        />
      </section>
      <h2 className={page.sectionTitle}>Latest transactions</h2>
      <RecordList
        label="Latest escrow transactions"
        items={escrows?.slice(0, 2)}
        error={error}
        errorTitle="Failed to load the escrow transactions"
        emptyTitle="No escrow transactions"
        keyOf={(escrow) => escrow.id}
      >
        {(escrow) => <EscrowCard escrow={escrow} />}
      </RecordList>
    </div>
  );
}

/** The sample escrows a visitor who is not signed in sees, labelled as sample data. */
function EscrowSamples() {
  const { items: escrows, error } = useEscrows();
  const summary = (
    <StatGrid
      label="Escrow overview"
      loading={!escrows && !error}
      error={error && 'Failed to load the escrow overview'}
      stats={
        escrows
          ? [
              { label: 'Held in Escrow', value: formatSampleMoney(heldInEscrow(escrows)) },
              {
                label: 'Active Escrows',
                value: escrows.filter((escrow) => ['pending', 'funded'].includes(escrow.status)).length,
              },
              { label: 'Released', value: escrows.filter((escrow) => escrow.status === 'released').length },
              { label: 'Disputes', value: escrows.filter((escrow) => escrow.status === 'disputed').length },
            ]
          : []
      }
    />
  );
  const overview = <Overview escrows={escrows} error={error} />;
  return (
    <SampleConsole
      title="Escrow"
      description="Funds held safely until each milestone of a trade is met. Sign in to see your own protected orders."
      summary={summary}
      tabs={[
        {
          value: 'dashboard',
          label: 'Dashboard',
          content: (
            <div className={page.twoColumns}>
              {overview}
              <section className={page.panel}>
                <CreateEscrow />
              </section>
            </div>
          ),
        },
        { value: 'transactions', label: 'Transactions', content: <Transactions /> },
        { value: 'milestones', label: 'Milestones', content: <MilestoneBoard /> },
        { value: 'disputes', label: 'Disputes', content: <Disputes /> },
      ]}
      phoneTabs={[
        { value: 'dashboard', label: 'Dashboard', content: overview },
        { value: 'transactions', label: 'Transactions', content: <Transactions /> },
        { value: 'create', label: 'Create', content: <CreateEscrow /> },
        { value: 'disputes', label: 'Disputes', content: <Disputes /> },
      ]}
    />
  );
}

/** `/escrow`: a signed-in member's protected orders; the sample escrows for anyone else. */
export default function Escrow() {
  const { user } = useSession();
  usePageTitle('Escrow');
  if (user === undefined) return <PageLoading />;
  if (user === null) return <EscrowSamples />;
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Escrow</h1>
        <p className={page.subtitle}>
          Your firm’s protected orders: paid into the marketplace’s collection account, held until the goods
          are received, and released to the supplier less commission.
        </p>
      </header>
      <ProtectedOrders user={user} />
    </div>
  );
}
