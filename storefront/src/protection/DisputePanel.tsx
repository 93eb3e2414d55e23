import {
  answerDisputeBodySchema,
  DISPUTE_REASON_WORDS,
  DISPUTE_RESPONSES,
  MAX_EVIDENCE_FILES,
  type Dispute,
  type DisputeResponse,
} from '@rawex/api/contracts';
import {
  Badge,
  Button,
  ChatBubble,
  ChatComposer,
  ChatThread,
  formatDateTime,
  formatPrice,
  Loaded,
  Select,
  Skeleton,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useNow } from '../consoles/use-now';
import { useDispute, useSettlementActions } from '../data/settlement';
import type { AttachedFile } from '../data/products';
import { AttachFiles } from '../forms/AttachFiles';
import { checkAgainst } from '../forms/check-against';
import { FormProblem } from '../forms/FormProblem';
import { LiveForm } from '../forms/LiveForm';
import { useApiForm } from '../forms/use-api-form';
import { LoadFailed } from '../loading/LoadFailed';
import { notify, sayFailure } from '../notices/notify';
import * as page from '../styles/page.css';
import { DISPUTE_STATUS_BADGES, OUTCOME_WORDS, SIDE_NAMES } from './protection-words';

const RESPONSE_LABELS: Record<DisputeResponse, string> = {
  accept: 'Accept the claim: refund it',
  partial: 'Offer part of it',
  contest: 'Contest the claim',
};
const RESPONSE_OPTIONS = DISPUTE_RESPONSES.map((value) => ({ value, label: RESPONSE_LABELS[value] }));
const ANSWER_LABELS = {
  response: 'Your answer',
  offeredAmount: 'Offer',
  note: 'What you say to the buyer',
};

/** The supplier answers within its 3 days: accept, offer part, or contest. */
function AnswerForm({ dispute }: { dispute: Dispute }) {
  const { answer } = useSettlementActions();
  const form = useApiForm({ response: 'contest' as DisputeResponse, offeredAmount: '', note: '' });
  const body = (values: typeof form.values) => ({
    response: values.response,
    note: values.note,
    ...(values.response === 'partial' ? { offeredAmount: values.offeredAmount } : {}),
  });
  return (
    <LiveForm
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values) => checkAgainst(answerDisputeBodySchema, body(values), ANSWER_LABELS).errors ?? {},
          async (values) => {
            await answer(
              dispute.id,
              checkAgainst(answerDisputeBodySchema, body(values), ANSWER_LABELS).data!,
            );
            notify({ title: 'Answer sent', description: 'The buyer is told at once.', type: 'success' });
          },
          'Failed to send the answer.',
        );
      }}
    >
      <Select
        label={ANSWER_LABELS.response}
        options={RESPONSE_OPTIONS}
        value={form.values.response}
        onChange={(response) => form.set('response', response as DisputeResponse)}
        error={form.errors.response}
      />
      {form.values.response === 'partial' && (
        <TextField
          label={`${ANSWER_LABELS.offeredAmount} (${dispute.currency})`}
          inputMode="decimal"
          value={form.values.offeredAmount}
          onChange={(event) => form.set('offeredAmount', event.target.value)}
          error={form.errors.offeredAmount}
        />
      )}
      <TextAreaField
        label={ANSWER_LABELS.note}
        value={form.values.note}
        onChange={(event) => form.set('note', event.target.value)}
        error={form.errors.note}
      />
      <FormProblem problem={form.errors.form ?? null} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send answer'}
      </Button>
    </LiveForm>
  );
}

/** What the buyer may do while the dispute waits: take an offer, or escalate from day 4. */
function BuyerActions({ dispute }: { dispute: Dispute }) {
  const { acceptOffer, escalate } = useSettlementActions();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>, title: string, description: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      notify({ title, description, type: 'success' });
    } catch (error) {
      sayFailure(failure)(error);
    } finally {
      setBusy(false);
    }
  };
  const now = useNow();
  const mayEscalate =
    dispute.status === 'answered' ||
    (dispute.status === 'awaiting_supplier' && now >= Date.parse(dispute.buyerMayEscalateFrom));
  return (
    <div className={page.toolbar}>
      {dispute.status === 'answered' && dispute.offeredAmount && (
        <Button
          disabled={busy}
          onClick={() =>
            void act(
              () => acceptOffer(dispute.id),
              'Offer accepted',
              'The refund is owed to you; the rest goes to the supplier.',
              'Failed to accept the offer.',
            )
          }
        >
          Accept the offer of {formatPrice(dispute.offeredAmount, dispute.currency)}
        </Button>
      )}
      {mayEscalate ? (
        <Button
          tone="secondary"
          disabled={busy}
          onClick={() =>
            void act(
              () => escalate(dispute.id),
              'Escalated to RawEx',
              'An administrator decides; both sides are told.',
              'Failed to escalate.',
            )
          }
        >
          Escalate to RawEx
        </Button>
      ) : (
        <p className={page.muted}>
          You may escalate to RawEx from {formatDateTime(dispute.buyerMayEscalateFrom)} if the supplier has
          not answered.
        </p>
      )}
    </div>
  );
}

/** A message in the thread, from either side (or an administrator), with its evidence. */
function Composer({ dispute }: { dispute: Dispute }) {
  const { message } = useSettlementActions();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [sending, setSending] = useState(false);
  return (
    <>
      <AttachFiles
        label="Attach evidence"
        files={files}
        onChange={setFiles}
        max={MAX_EVIDENCE_FILES}
        disabled={sending}
      />
      <ChatComposer
        value={text}
        onChange={setText}
        disabled={sending}
        placeholder="Write to the other side"
        onSend={() => {
          if (!text.trim()) return;
          setSending(true);
          message(dispute.id, { body: text, attachments: files })
            .then(() => {
              setText('');
              setFiles([]);
            })
            .catch(sayFailure('Failed to send the message.'))
            .finally(() => setSending(false));
        }}
      />
    </>
  );
}

export interface DisputePanelProps {
  disputeId: number;
  /** Which side the reader stands on: their own messages show on the right. */
  side: 'buyer' | 'supplier' | 'administrator';
  /** What only an administrator does (the decision), given by the admin page. */
  decision?: (dispute: Dispute) => React.ReactNode;
}

/** A dispute: where it stands, its clock, its thread, and what the reader may do next. */
export function DisputePanel({ disputeId, side, decision }: DisputePanelProps) {
  const { data: dispute, error } = useDispute(disputeId);
  return (
    <Loaded
      data={dispute}
      failed={error && <LoadFailed title="Failed to load the dispute" />}
      placeholder={<Skeleton height="8rem" />}
    >
      {(dispute) => <DisputeView dispute={dispute} side={side} decision={decision} />}
    </Loaded>
  );
}

function DisputeView({
  dispute,
  side,
  decision,
}: Omit<DisputePanelProps, 'disputeId'> & { dispute: Dispute }) {
  const status = DISPUTE_STATUS_BADGES[dispute.status];
  return (
    <section className={page.stack} aria-label={`Dispute #${dispute.id}`}>
      <header className={page.headerRow}>
        <h3 className={page.sectionTitle}>
          Dispute #{dispute.id}: {DISPUTE_REASON_WORDS[dispute.reason]}
        </h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </header>
      <p className={page.muted}>
        Claimed {formatPrice(dispute.claimedAmount, dispute.currency)} of{' '}
        {formatPrice(dispute.held, dispute.currency)} held
        {dispute.status === 'awaiting_supplier' &&
          ` · the supplier answers by ${formatDateTime(dispute.answerBy)}`}
        {dispute.status !== 'resolved' &&
          dispute.status !== 'escalated' &&
          ` · escalates itself on ${formatDateTime(dispute.escalatesItselfAt)}`}
      </p>
      {dispute.outcome && (
        <p>
          {OUTCOME_WORDS[dispute.outcome]}
          {dispute.refundAmount &&
            dispute.refundAmount !== '0.00' &&
            `: ${formatPrice(dispute.refundAmount, dispute.currency)} refunded`}
          {dispute.decisionNote && ` — ${dispute.decisionNote}`}
        </p>
      )}
      <ChatThread label={`Thread of dispute #${dispute.id}`}>
        {dispute.messages.map((message) => (
          <ChatBubble
            key={message.id}
            text={message.body}
            incoming={message.side !== side}
            time={formatDateTime(message.createdAt)}
            author={`${SIDE_NAMES[message.side]}${message.authorName ? ` · ${message.authorName}` : ''}`}
            attachments={message.attachments.map((file) => ({ href: file.url, name: file.name }))}
          />
        ))}
      </ChatThread>
      {side === 'supplier' && dispute.status === 'awaiting_supplier' && <AnswerForm dispute={dispute} />}
      {side === 'buyer' && (dispute.status === 'awaiting_supplier' || dispute.status === 'answered') && (
        <BuyerActions dispute={dispute} />
      )}
      {decision && dispute.status === 'escalated' && decision(dispute)}
      {dispute.status !== 'resolved' && <Composer dispute={dispute} />}
    </section>
  );
}
