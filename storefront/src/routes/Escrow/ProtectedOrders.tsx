import {
  DISPUTE_REASON_WORDS,
  DISPUTE_REASONS,
  MAX_EVIDENCE_FILES,
  openDisputeBodySchema,
  type DisputeReason,
  type Me,
  type ProtectedOrder,
} from '@rawex/api/contracts';
import {
  Badge,
  Button,
  EmptyState,
  formatOrderNumber,
  formatPrice,
  MilestoneSteps,
  RecordCard,
  Select,
  StatGrid,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { fromCents, toCents } from '@rawex/api/contracts/money';
import { useProtectedOrders, useSettlementActions } from '../../data/settlement';
import type { AttachedFile } from '../../data/products';
import { AttachFiles } from '../../forms/AttachFiles';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { OrderDocuments } from '../../orders/OrderPayment';
import { notify } from '../../shell/notify';
import { orderAddress } from '../../orders/order-filters';
import * as page from '../../styles/page.css';
import { DisputePanel } from './DisputePanel';
import { VendorMoney } from './VendorMoney';
import { ESCROW_STATUS_BADGES, MILESTONE_TITLES } from './dispute-words';

const REASON_OPTIONS = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_WORDS[value] }));
const DISPUTE_LABELS = {
  reason: 'Reason',
  claimedAmount: 'Amount claimed (USD)',
  description: 'What went wrong',
};

/** The buyer opens a dispute on a funded order: what it claims stays held until it is settled. */
function OpenDisputeForm({ escrow, onDone }: { escrow: ProtectedOrder; onDone: () => void }) {
  const { openDispute } = useSettlementActions();
  const form = useApiForm({
    reason: 'quality' as DisputeReason,
    claimedAmount: escrow.held,
    description: '',
  });
  const [evidence, setEvidence] = useState<AttachedFile[]>([]);
  const body = (values: typeof form.values) => ({ ...values, attachments: evidence });
  return (
    <LiveForm
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values) => checkAgainst(openDisputeBodySchema, body(values), DISPUTE_LABELS).errors ?? {},
          async (values) => {
            await openDispute(
              escrow.orderId,
              checkAgainst(openDisputeBodySchema, body(values), DISPUTE_LABELS).data!,
            );
            notify({
              title: 'Dispute opened',
              description: 'The money stays held; the supplier answers within 3 days.',
              type: 'success',
            });
            onDone();
          },
          'Failed to open the dispute.',
        );
      }}
    >
      <Select
        label={DISPUTE_LABELS.reason}
        options={REASON_OPTIONS}
        value={form.values.reason}
        onChange={(reason) => form.set('reason', reason as DisputeReason)}
        error={form.errors.reason}
      />
      <TextField
        label={DISPUTE_LABELS.claimedAmount}
        inputMode="decimal"
        hint={`At most the ${formatPrice(escrow.held)} held.`}
        value={form.values.claimedAmount}
        onChange={(event) => form.set('claimedAmount', event.target.value)}
        error={form.errors.claimedAmount}
      />
      <TextAreaField
        label={DISPUTE_LABELS.description}
        value={form.values.description}
        onChange={(event) => form.set('description', event.target.value)}
        error={form.errors.description}
      />
      <AttachFiles
        label="Attach evidence"
        files={evidence}
        onChange={setEvidence}
        max={MAX_EVIDENCE_FILES}
        disabled={form.busy}
      />
      <FormProblem problem={form.errors.form ?? form.errors.attachments ?? null} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Opening…' : 'Open dispute'}
      </Button>
    </LiveForm>
  );
}

function EscrowCard({ escrow }: { escrow: ProtectedOrder }) {
  const [disputing, setDisputing] = useState(false);
  const status = ESCROW_STATUS_BADGES[escrow.status];
  const name = `Order #${formatOrderNumber(escrow.orderId)}`;
  const mayDispute = escrow.side === 'buyer' && escrow.status === 'funded';
  return (
    <RecordCard
      title={name}
      titleHref={orderAddress(escrow.orderId, escrow.side)}
      subtitle={
        escrow.side === 'buyer' ? `Bought from ${escrow.counterparty}` : `Sold to ${escrow.counterparty}`
      }
      badges={<Badge tone={status.tone}>{status.label}</Badge>}
      fields={[
        { label: 'Amount', value: formatPrice(escrow.amount) },
        { label: 'Held', value: formatPrice(escrow.held) },
        { label: 'Released', value: formatPrice(escrow.released) },
        { label: 'Refunded', value: formatPrice(escrow.refunded) },
        { label: 'Commission', value: formatPrice(escrow.commission) },
        ...(escrow.releasesAt
          ? [{ label: 'Released on', value: new Date(escrow.releasesAt).toLocaleDateString('en-US') }]
          : []),
      ]}
      actions={
        mayDispute && !disputing ? (
          <Button size="small" tone="secondary" onClick={() => setDisputing(true)}>
            Open a dispute
          </Button>
        ) : undefined
      }
    >
      <MilestoneSteps
        label={`Milestones of ${name}`}
        steps={escrow.milestones.map((milestone) => ({
          title: MILESTONE_TITLES[milestone.name],
          reachedAt: milestone.reachedAt,
        }))}
      />
      <OrderDocuments orderId={escrow.orderId} />
      {disputing && <OpenDisputeForm escrow={escrow} onDone={() => setDisputing(false)} />}
      {escrow.disputeId !== null && (
        <DisputePanel disputeId={escrow.disputeId} side={escrow.side === 'buyer' ? 'buyer' : 'supplier'} />
      )}
    </RecordCard>
  );
}

const sum = (escrows: readonly ProtectedOrder[], pick: (escrow: ProtectedOrder) => string) =>
  fromCents(escrows.reduce((total, escrow) => total + toCents(pick(escrow)), 0n));

/** `/escrow` for a signed-in member: the firm's protected orders, their money and their disputes. */
export function ProtectedOrders({ user }: { user: Me }) {
  const { data: escrows, error } = useProtectedOrders();
  if (error) return <LoadFailed title="Failed to load your protected orders" />;
  return (
    <div className={page.stack}>
      <StatGrid
        label="Protection overview"
        loading={!escrows}
        stats={
          escrows
            ? [
                { label: 'Held in protection', value: formatPrice(sum(escrows, (escrow) => escrow.held)) },
                { label: 'Funded', value: escrows.filter((escrow) => escrow.status === 'funded').length },
                { label: 'Released', value: formatPrice(sum(escrows, (escrow) => escrow.released)) },
                { label: 'Disputes', value: escrows.filter((escrow) => escrow.status === 'disputed').length },
              ]
            : []
        }
      />
      {escrows && escrows.length === 0 && (
        <EmptyState
          title="No protected orders yet"
          description={
            user.role === 'vendor'
              ? 'When a buyer protects an order of yours, its money is held here until the goods are received.'
              : 'Protect a pending order from its page: you pay the marketplace’s collection account, and the money reaches the supplier once you have the goods.'
          }
        />
      )}
      {user.role === 'vendor' && <VendorMoney />}
      {escrows && escrows.length > 0 && (
        <ul className={page.list} aria-label="Protected orders">
          {escrows.map((escrow) => (
            <li key={escrow.orderId}>
              <EscrowCard escrow={escrow} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
