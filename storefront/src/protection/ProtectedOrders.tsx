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
  formatAmounts,
  formatPrice,
  Loaded,
  MilestoneSteps,
  RecordCard,
  Select,
  StatGrid,
  TextAreaField,
  TextField,
  sumByCurrency,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useProtectedOrders, useSettlementActions } from '../data/settlement';
import type { AttachedFile } from '../data/products';
import { AttachFiles } from '../forms/AttachFiles';
import { checkAgainst } from '../forms/check-against';
import { FormProblem } from '../forms/FormProblem';
import { LiveForm } from '../forms/LiveForm';
import { useApiForm } from '../forms/use-api-form';
import { LoadFailed } from '../loading/LoadFailed';
import { OrderDocuments } from '../orders/OrderPayment';
import { notify } from '../notices/notify';
import { orderAddress } from '@rawex/api/contracts/page-addresses';
import * as page from '../styles/page.css';
import { DisputePanel } from './DisputePanel';
import { VendorMoney } from './VendorMoney';
import { PROTECTION_STATUS_BADGES, MILESTONE_TITLES } from './protection-words';

const REASON_OPTIONS = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_WORDS[value] }));
const DISPUTE_LABELS = {
  reason: 'Reason',
  claimedAmount: 'Amount claimed',
  description: 'What went wrong',
};

/** The buyer opens a dispute on a funded order: what it claims stays held until it is settled. */
function OpenDisputeForm({ protectedOrder, onDone }: { protectedOrder: ProtectedOrder; onDone: () => void }) {
  const { openDispute } = useSettlementActions();
  const form = useApiForm({
    reason: 'quality' as DisputeReason,
    claimedAmount: protectedOrder.held,
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
              protectedOrder.orderId,
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
        label={`${DISPUTE_LABELS.claimedAmount} (${protectedOrder.currency})`}
        inputMode="decimal"
        hint={`At most the ${formatPrice(protectedOrder.held, protectedOrder.currency)} held.`}
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

function ProtectedOrderCard({ protectedOrder }: { protectedOrder: ProtectedOrder }) {
  const [disputing, setDisputing] = useState(false);
  const status = PROTECTION_STATUS_BADGES[protectedOrder.status];
  const name = `Order #${formatOrderNumber(protectedOrder.orderId)}`;
  const mayDispute = protectedOrder.side === 'buyer' && protectedOrder.status === 'funded';
  return (
    <RecordCard
      title={name}
      titleHref={orderAddress(protectedOrder.orderId, protectedOrder.side)}
      subtitle={
        protectedOrder.side === 'buyer'
          ? `Bought from ${protectedOrder.counterparty}`
          : `Sold to ${protectedOrder.counterparty}`
      }
      badges={<Badge tone={status.tone}>{status.label}</Badge>}
      fields={[
        { label: 'Amount', value: formatPrice(protectedOrder.amount, protectedOrder.currency) },
        { label: 'Held', value: formatPrice(protectedOrder.held, protectedOrder.currency) },
        { label: 'Released', value: formatPrice(protectedOrder.released, protectedOrder.currency) },
        { label: 'Refunded', value: formatPrice(protectedOrder.refunded, protectedOrder.currency) },
        { label: 'Commission', value: formatPrice(protectedOrder.commission, protectedOrder.currency) },
        ...(protectedOrder.releasesAt
          ? [{ label: 'Released on', value: new Date(protectedOrder.releasesAt).toLocaleDateString('en-US') }]
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
        steps={protectedOrder.milestones.map((milestone) => ({
          title: MILESTONE_TITLES[milestone.name],
          reachedAt: milestone.reachedAt,
        }))}
      />
      <OrderDocuments orderId={protectedOrder.orderId} />
      {disputing && <OpenDisputeForm protectedOrder={protectedOrder} onDone={() => setDisputing(false)} />}
      {protectedOrder.disputeId !== null && (
        <DisputePanel
          disputeId={protectedOrder.disputeId}
          side={protectedOrder.side === 'buyer' ? 'buyer' : 'supplier'}
        />
      )}
    </RecordCard>
  );
}

/** What `pick` reads of the orders, summed per currency (never across), side by side. */
const sum = (
  protectedOrders: readonly ProtectedOrder[],
  pick: (protectedOrder: ProtectedOrder) => string,
) => {
  const totals = sumByCurrency(
    protectedOrders.map((protectedOrder) => ({
      amount: pick(protectedOrder),
      currency: protectedOrder.currency,
    })),
  );
  return totals.length > 0 ? formatAmounts(totals) : '—';
};

/** `/escrow` for a signed-in member: the firm's protected orders, their money and their disputes. */
export function ProtectedOrders({ user }: { user: Me }) {
  const { data: protectedOrders, error } = useProtectedOrders();
  return (
    <Loaded
      data={protectedOrders}
      failed={error && <LoadFailed title="Failed to load your protected orders" />}
      placeholder={<ProtectedOrdersView user={user} />}
    >
      {(protectedOrders) => <ProtectedOrdersView user={user} protectedOrders={protectedOrders} />}
    </Loaded>
  );
}

/** The orders and their figures; while they are on their way, the figures show as loading. */
function ProtectedOrdersView({ user, protectedOrders }: { user: Me; protectedOrders?: ProtectedOrder[] }) {
  return (
    <div className={page.stack}>
      <StatGrid
        label="Protection overview"
        loading={!protectedOrders}
        stats={
          protectedOrders
            ? [
                {
                  label: 'Held in protection',
                  value: sum(protectedOrders, (protectedOrder) => protectedOrder.held),
                },
                {
                  label: 'Funded',
                  value: protectedOrders.filter((protectedOrder) => protectedOrder.status === 'funded')
                    .length,
                },
                {
                  label: 'Released',
                  value: sum(protectedOrders, (protectedOrder) => protectedOrder.released),
                },
                {
                  label: 'Disputes',
                  value: protectedOrders.filter((protectedOrder) => protectedOrder.status === 'disputed')
                    .length,
                },
              ]
            : []
        }
      />
      {protectedOrders && protectedOrders.length === 0 && (
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
      {protectedOrders && protectedOrders.length > 0 && (
        <ul className={page.list} aria-label="Protected orders">
          {protectedOrders.map((protectedOrder) => (
            <li key={protectedOrder.orderId}>
              <ProtectedOrderCard protectedOrder={protectedOrder} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
