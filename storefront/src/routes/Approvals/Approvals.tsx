import type { Approval, Me } from '@rawex/api/contracts';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatDate,
  formatOrderNumber,
  formatPrice,
  formatQuantity,
  Link,
  Loaded,
  perUnitLabel,
  RecordCard,
  Select,
  Skeleton,
  TextAreaField,
} from '@rawex/ui-kit';
import { MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import { useState } from 'react';
import { whatWentWrong } from '../../data/client';
import { useApprovalActions, useApprovals } from '../../data/company';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import { orderAddress } from '@rawex/api/contracts/page-addresses';
import * as page from '../../styles/page.css';

const KINDS: Record<Approval['kind'], string> = {
  checkout: 'checkout',
  quote: 'quote acceptance',
  sample: 'sample',
};

/** Who decides on purchases: the company's approvers, owners and admins. */
const decides = (me: Me) => (MEMBERS_WHO.approve as readonly string[]).includes(me.companyRole);

const STATUS_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

const REASONS = {
  monthly_limit: 'past the purchaser’s monthly limit',
  order_threshold: 'an order above the company’s approval threshold',
  other_currency: 'an order in a currency other than the company’s, which its limits do not weigh',
} as const;

/** Why a purchase waits, as one sentence: "Past the purchaser’s monthly limit and …". */
function whyItWaits(reasons: Approval['reasons']): string {
  const text = reasons.map((reason) => REASONS[reason]).join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Each status of a request for approval, with the one word the screen uses for it. */
const STATUSES = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: Approval['status']; label: string }[];

const STATUS_LABELS = Object.fromEntries(STATUSES.map(({ value, label }) => [value, label])) as Record<
  Approval['status'],
  string
>;

/** The supplier orders a purchase becomes: one per supplier among its lines. */
const ordersIn = (approval: Approval) => new Set(approval.lines.map((line) => line.vendorId)).size;

function RejectDialog({ approval, onClose }: { approval: Approval; onClose: () => void }) {
  const { reject } = useApprovalActions();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <Dialog.Header>Reject the purchase</Dialog.Header>
        <Dialog.Description>The purchaser reads your reason; nothing is ordered.</Dialog.Description>
        <Dialog.Body>
          <form
            className={page.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) {
                setProblem('Tell the purchaser why.');
                return;
              }
              void reject(approval.id, reason).then(
                () => {
                  notify({ title: 'Rejected', description: 'Nothing was ordered.', type: 'success' });
                  onClose();
                },
                (failure) => setProblem(whatWentWrong(failure, 'Failed to reject the purchase.')),
              );
            }}
          >
            <TextAreaField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={problem ?? undefined}
            />
            <Button type="submit" tone="danger">
              Reject
            </Button>
          </form>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ApprovalRequest({ approval, me }: { approval: Approval; me: Me }) {
  const { approve } = useApprovalActions();
  const [rejecting, setRejecting] = useState(false);
  const own = approval.requestedBy?.id === me.id;
  const canDecide = approval.status === 'pending' && decides(me) && !own;
  const who = approval.requestedBy?.name ?? approval.requestedBy?.email ?? 'A former member';
  return (
    <RecordCard
      title={`${formatPrice(approval.total, approval.currency)} · ${KINDS[approval.kind]}`}
      subtitle={`${own ? 'You' : who} asked on ${formatDate(approval.createdAt)}`}
      badges={<Badge tone={STATUS_TONES[approval.status]}>{STATUS_LABELS[approval.status]}</Badge>}
      fields={[
        { label: 'Why', value: whyItWaits(approval.reasons) },
        { label: 'Ship to', value: approval.shippingAddress },
        ...(approval.poNumber ? [{ label: 'PO number', value: approval.poNumber }] : []),
        ...(approval.decidedBy
          ? [
              {
                label: 'Decided by',
                value: `${approval.decidedBy.email}, ${formatDate(approval.decidedAt ?? '')}`,
              },
            ]
          : []),
        ...(approval.rejectionReason ? [{ label: 'Reason', value: approval.rejectionReason }] : []),
      ]}
      actions={
        <>
          {canDecide && (
            <>
              <ConfirmDialog
                trigger="Approve"
                triggerTone="primary"
                title={`Approve ${formatPrice(approval.total, approval.currency)}?`}
                description={`This places ${ordersIn(approval) === 1 ? 'one order' : `${ordersIn(approval)} orders, one per supplier,`} for ${who}, shipped to ${approval.shippingAddress}. Your company commits to paying ${formatPrice(approval.total, approval.currency)}.`}
                confirmLabel="Approve and place"
                pendingLabel="Placing..."
                cancelLabel="Not yet"
                onConfirm={() =>
                  approve(approval.id).then(
                    () =>
                      notify({ title: 'Approved', description: 'The orders are placed.', type: 'success' }),
                    (failure: unknown) => {
                      notify({
                        title: 'Not approved',
                        description: whatWentWrong(failure, 'Failed to approve.'),
                        type: 'error',
                      });
                      throw failure;
                    },
                  )
                }
              />
              <Button size="small" tone="secondary" onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </>
          )}
          {approval.status === 'pending' && own && (
            <span className={page.muted}>Waiting for an approver</span>
          )}
          {approval.orderIds.map((id) => (
            <Link key={id} href={orderAddress(id, 'buyer')}>
              Order #{formatOrderNumber(id)}
            </Link>
          ))}
        </>
      }
    >
      <ul className={page.list} aria-label="Lines">
        {approval.lines.map((line) => (
          <li key={line.productId}>
            {formatQuantity(line.quantity, line.unit)} of {line.name} at{' '}
            {formatPrice(line.unitPrice, approval.currency)} {perUnitLabel(line.unit)}
          </li>
        ))}
      </ul>
      {rejecting && <RejectDialog approval={approval} onClose={() => setRejecting(false)} />}
    </RecordCard>
  );
}

function ApprovalsView({ me }: { me: Me }) {
  const [status, setStatus] = useState<(typeof STATUSES)[number]['value']>('pending');
  const { approvals, error } = useApprovals(status);
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Approvals</h1>
        <p className={page.subtitle}>
          {decides(me)
            ? 'Purchases your company’s purchasers asked for beyond their limits: approve to place the orders.'
            : 'The purchases you asked approval for.'}
        </p>
      </header>
      <div className={page.toolbar}>
        <Select label="Show" options={STATUSES} value={status} onChange={setStatus} />
      </div>
      <Loaded
        data={approvals?.items}
        failed={error && <LoadFailed title="Failed to load the approvals" />}
        placeholder={<Skeleton height="12rem" />}
        empty={
          <EmptyState
            title={status === 'pending' ? 'Nothing waits for approval' : `No ${status} purchases`}
            description={
              decides(me)
                ? 'A purchase past a purchaser’s monthly limit or your approval threshold comes here.'
                : 'A checkout past your limit comes here until an approver decides.'
            }
            actions={<ButtonLink href="/company">Your company’s limits</ButtonLink>}
          />
        }
      >
        {(list) => (
          <ul className={page.list}>
            {list.map((approval) => (
              <li key={approval.id}>
                <ApprovalRequest approval={approval} me={me} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </div>
  );
}

/** The approver's inbox and the purchaser's requests. */
export default function Approvals() {
  usePageTitle('Approvals');
  return <SignedIn>{(me) => <ApprovalsView me={me} />}</SignedIn>;
}
