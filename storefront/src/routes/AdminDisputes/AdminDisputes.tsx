import {
  decideDisputeBodySchema,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_WORDS,
  DISPUTE_STATUSES,
  type Dispute,
  type DisputeOutcome,
  type DisputeStatus,
} from '@rawex/api/contracts';
import {
  Badge,
  Button,
  EmptyState,
  formatDate,
  formatOrderNumber,
  formatPrice,
  RecordCard,
  Select,
  Loaded,
  Skeleton,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { SecondStepNotice } from '../../accounts/second-step-notice';
import { useDisputes, useSettlementActions } from '../../data/settlement';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';
import { DisputePanel } from '../../protection/DisputePanel';
import { DISPUTE_STATUS_BADGES, OUTCOME_WORDS } from '../../protection/protection-words';

const OUTCOME_OPTIONS = DISPUTE_OUTCOMES.map((value) => ({ value, label: OUTCOME_WORDS[value] }));
const STATUS_OPTIONS = DISPUTE_STATUSES.map((value) => ({
  value,
  label: DISPUTE_STATUS_BADGES[value].label,
}));
const DECISION_LABELS = { outcome: 'Decision', refundAmount: 'Refund', note: 'Why, for both parties' };

/** An administrator decides an escalated dispute: the entries, the credit note and the release follow. */
function DecisionForm({ dispute }: { dispute: Dispute }) {
  const { decide } = useSettlementActions();
  const recentSignIn = useRecentSignIn();
  const form = useApiForm({ outcome: 'partial_refund' as DisputeOutcome, refundAmount: '', note: '' });
  const body = (values: typeof form.values) => ({
    outcome: values.outcome,
    note: values.note,
    ...(values.outcome === 'partial_refund' ? { refundAmount: values.refundAmount } : {}),
  });
  return (
    <>
      {recentSignIn.dialog}
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (values) => checkAgainst(decideDisputeBodySchema, body(values), DECISION_LABELS).errors ?? {},
            async (values) => {
              const decision = checkAgainst(decideDisputeBodySchema, body(values), DECISION_LABELS).data!;
              await recentSignIn.run(() => decide(dispute.id, decision));
              notify({
                title: `Dispute #${dispute.id} decided`,
                description: `${OUTCOME_WORDS[decision.outcome]}: both firms are told.`,
                type: 'success',
              });
            },
            'Failed to record the decision.',
          );
        }}
      >
        <Select
          label={DECISION_LABELS.outcome}
          options={OUTCOME_OPTIONS}
          value={form.values.outcome}
          onChange={(outcome) => form.set('outcome', outcome as DisputeOutcome)}
          error={form.errors.outcome}
        />
        {form.values.outcome === 'partial_refund' && (
          <TextField
            label={`${DECISION_LABELS.refundAmount} (${dispute.currency})`}
            inputMode="decimal"
            hint={`At most the ${formatPrice(dispute.held, dispute.currency)} held.`}
            value={form.values.refundAmount}
            onChange={(event) => form.set('refundAmount', event.target.value)}
            error={form.errors.refundAmount}
          />
        )}
        <TextAreaField
          label={DECISION_LABELS.note}
          value={form.values.note}
          onChange={(event) => form.set('note', event.target.value)}
          error={form.errors.note}
        />
        <FormProblem problem={form.errors.form ?? null} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Deciding…' : 'Decide'}
        </Button>
      </LiveForm>
    </>
  );
}

function DisputeList() {
  const [status, setStatus] = useState<DisputeStatus>('escalated');
  const [open, setOpen] = useState<number | null>(null);
  const { data: disputes, error } = useDisputes(status);
  return (
    <>
      <div className={page.toolbar}>
        <Select
          label="Show"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as DisputeStatus)}
        />
      </div>
      <Loaded
        data={disputes}
        failed={error && <LoadFailed title="Failed to load the disputes" />}
        placeholder={<Skeleton height="10rem" />}
        empty={
          <EmptyState title="No disputes here" description="Nothing waits for a decision in this list." />
        }
      >
        {(disputes) => (
          <ul className={page.list} aria-label="Disputes">
            {disputes.map((dispute) => {
              const badge = DISPUTE_STATUS_BADGES[dispute.status];
              return (
                <li key={dispute.id}>
                  <RecordCard
                    title={`Dispute #${dispute.id} · Order #${formatOrderNumber(dispute.orderId)}`}
                    subtitle={`${DISPUTE_REASON_WORDS[dispute.reason]} · ${dispute.buyerName} against ${dispute.vendorName}`}
                    badges={<Badge tone={badge.tone}>{badge.label}</Badge>}
                    fields={[
                      { label: 'Claimed', value: formatPrice(dispute.claimedAmount, dispute.currency) },
                      { label: 'Held', value: formatPrice(dispute.held, dispute.currency) },
                      { label: 'Opened', value: formatDate(dispute.openedAt) },
                      {
                        label: 'Offer',
                        value: dispute.offeredAmount
                          ? formatPrice(dispute.offeredAmount, dispute.currency)
                          : 'None',
                      },
                    ]}
                    actions={
                      <Button
                        size="small"
                        tone="ghost"
                        aria-expanded={open === dispute.id}
                        onClick={() => setOpen(open === dispute.id ? null : dispute.id)}
                      >
                        {open === dispute.id ? 'Hide' : 'Open'}
                      </Button>
                    }
                  >
                    {open === dispute.id && (
                      <DisputePanel
                        disputeId={dispute.id}
                        side="administrator"
                        decision={(full) => <DecisionForm dispute={full} />}
                      />
                    )}
                  </RecordCard>
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </>
  );
}

/** `/admin/disputes`: disputes escalated to the marketplace, and the decision on each. */
export default function AdminDisputes() {
  usePageTitle('Disputes');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Disputes</h1>
      <SignedIn role="admin">
        {(user) => (
          <>
            <SecondStepNotice user={user} />
            <DisputeList />
          </>
        )}
      </SignedIn>
    </div>
  );
}
