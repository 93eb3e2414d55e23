import type { PayoutBatch } from '@rawex/api/contracts';
import { STATEMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import {
  Badge,
  Button,
  ButtonLink,
  EmptyState,
  formatDate,
  formatPrice,
  pluralize,
  RecordCard,
  Loaded,
  Select,
  Skeleton,
  TextField,
  UploadDropzone,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { SecondStepNotice } from '../../accounts/second-step-notice';
import { usePayouts, useSettlementActions, useTrialBalance } from '../../data/settlement';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';
import { PAYOUT_BADGES } from '../../protection/protection-words';
import { TrialBalanceTable } from './TrialBalance';

/** The collection account's camt statement: credits held for protected orders, payouts settled. */
function CollectionStatementForm() {
  const { importCollection } = useSettlementActions();
  const form = useApiForm<{ file?: File }>({});
  return (
    <section className={page.panel} aria-label="Import the collection account’s statement">
      <h2 className={page.sectionTitle}>Import the collection account’s statement</h2>
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (values): Record<string, string> =>
              values.file ? {} : { statement: 'Choose the camt.053 or camt.054 file first.' },
            async (values) => {
              const result = await importCollection(values.file!);
              notify({
                title: 'Statement imported',
                description: `${pluralize(result.lines, 'line')} read: ${result.held} held for orders, ${result.payoutsPaid} payouts paid, ${result.payoutsReturned} returned, ${result.waiting} waiting, ${result.alreadyImported} imported before.`,
                type: 'success',
              });
              form.reset();
            },
            'Failed to import the statement.',
          );
        }}
      >
        <UploadDropzone
          prompt={
            form.values.file
              ? `Statement: ${form.values.file.name}`
              : 'Drop a camt.053 or camt.054 file here, or'
          }
          selectLabel={form.values.file ? 'Choose another' : 'Select statement'}
          hint={
            form.errors.statement ??
            'Credits are matched by RF reference, payouts by end-to-end id. Up to 200MB.'
          }
          accept=".xml"
          uploading={form.busy}
          inputTestId="collection-statement-input"
          onFiles={(files: File[]) => {
            const picked = files[0];
            if (!picked) return;
            if (picked.size > STATEMENT_UPLOAD.maxBytes)
              form.setErrors({ statement: STATEMENT_UPLOAD.tooLarge(picked.name) });
            else form.set('file', picked);
          }}
        />
        <FormProblem problem={form.errors.form ?? null} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Importing…' : 'Import statement'}
        </Button>
      </LiveForm>
    </section>
  );
}

/** Pays out every payable above a minimum, in one pain.001 file to upload to the bank. */
function PayOutForm({ onBatch }: { onBatch: (batch: PayoutBatch) => void }) {
  const { payOut } = useSettlementActions();
  const recentSignIn = useRecentSignIn();
  // What is owed is paid a currency at a time: the books say which currencies money moved in.
  const currencies = useTrialBalance().data?.books.map((book) => book.currency) ?? [];
  const form = useApiForm({ currency: '', minimumAmount: '100' });
  const currency = form.values.currency || currencies[0] || 'USD';
  return (
    <section className={page.panel} aria-label="Pay out">
      {recentSignIn.dialog}
      <h2 className={page.sectionTitle}>Pay out</h2>
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            () => ({}),
            async (values) => {
              const batch = await recentSignIn.run(() => payOut(currency, values.minimumAmount));
              notify({
                title: 'Payout batch made',
                description: `${pluralize(batch.payouts.length, 'payout')} for ${formatPrice(batch.total, batch.currency)}: download the file for the bank.`,
                type: 'success',
              });
              onBatch(batch);
            },
            'Failed to make the payout batch.',
          );
        }}
      >
        {currencies.length > 1 && (
          <Select
            label="Currency"
            options={currencies.map((code) => ({ value: code, label: code }))}
            value={currency}
            onChange={(choice) => form.set('currency', choice)}
          />
        )}
        <TextField
          label={`Minimum payout (${currency})`}
          inputMode="decimal"
          hint="Payables below it wait for the next batch."
          value={form.values.minimumAmount}
          onChange={(event) => form.set('minimumAmount', event.target.value)}
          error={form.errors.minimumAmount}
        />
        <FormProblem problem={form.errors.form ?? null} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Paying out…' : 'Make payout batch'}
        </Button>
      </LiveForm>
    </section>
  );
}

/** The batch just made: its file for the bank, or, before the bank acts on it, cancelling it. */
function LatestBatch({ batch, onChange }: { batch: PayoutBatch; onChange: (batch: PayoutBatch) => void }) {
  const { cancelBatch } = useSettlementActions();
  const [busy, setBusy] = useState(false);
  const cancelled =
    batch.payouts.length > 0 && batch.payouts.every((payout) => payout.status === 'cancelled');
  return (
    <RecordCard
      title={`Batch ${batch.messageId}`}
      subtitle={`${pluralize(batch.payouts.length, 'payout')} · ${formatPrice(batch.total, batch.currency)}${cancelled ? ' · cancelled' : ''}`}
      actions={
        !cancelled && (
          <>
            <ButtonLink size="small" href={batch.painUrl} download>
              Download pain.001
            </ButtonLink>
            <Button
              size="small"
              tone="ghost"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                cancelBatch(batch.id)
                  .then((done) => {
                    onChange(done);
                    notify({
                      title: 'Batch cancelled',
                      description: 'What it paid is owed again and goes in the next batch.',
                      type: 'success',
                    });
                  })
                  .catch((error: unknown) =>
                    notify({
                      title: 'Failed to cancel the batch',
                      description: String(error),
                      type: 'error',
                    }),
                  )
                  .finally(() => setBusy(false));
              }}
            >
              Cancel batch
            </Button>
          </>
        )
      }
    >
      {batch.skipped.length > 0 && (
        <ul className={page.list} aria-label="Waiting for the next batch">
          {batch.skipped.map((waiting) => (
            <li key={waiting.payeeId} className={page.muted}>
              {waiting.payeeName ?? waiting.payeeId} · {formatPrice(waiting.amount, batch.currency)} ·{' '}
              {waiting.reason}
            </li>
          ))}
        </ul>
      )}
    </RecordCard>
  );
}

function PayoutList() {
  const { data: payouts, error } = usePayouts();
  return (
    <Loaded
      data={payouts}
      failed={error && <LoadFailed title="Failed to load the payouts" />}
      placeholder={<Skeleton height="8rem" />}
      empty={<EmptyState title="No payouts yet" description="Released money waits in the payables." />}
    >
      {(payouts) => (
        <ul className={page.list} aria-label="Payouts">
          {payouts.map((payout) => {
            const badge = PAYOUT_BADGES[payout.status];
            return (
              <li key={payout.id}>
                <RecordCard
                  title={`${payout.payeeName ?? payout.payeeId} · ${formatPrice(payout.amount, payout.currency)}`}
                  subtitle={`${payout.endToEndId} · ${payout.iban}`}
                  badges={<Badge tone={badge.tone}>{badge.label}</Badge>}
                  fields={[
                    { label: 'Batch', value: String(payout.batchId) },
                    { label: 'Sent', value: formatDate(payout.createdAt) },
                    { label: 'Settled', value: payout.settledAt ? formatDate(payout.settledAt) : 'Not yet' },
                  ]}
                  actions={
                    // A cancelled batch's file is no longer one to send.
                    payout.status !== 'cancelled' && (
                      <ButtonLink
                        size="small"
                        tone="ghost"
                        href={`/api/admin/payouts/batches/${payout.batchId}/pain.001`}
                        download
                      >
                        Batch file
                      </ButtonLink>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </Loaded>
  );
}

/** `/admin/payouts`: the trial balance, the collection account's statement, and payouts. */
export default function AdminPayouts() {
  usePageTitle('Payouts');
  const [batch, setBatch] = useState<PayoutBatch>();
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Payouts and the books</h1>
      <SignedIn role="admin">
        {(user) => (
          <>
            <SecondStepNotice user={user} />
            <TrialBalanceTable />
            <div className={page.twoColumns}>
              <CollectionStatementForm />
              <PayOutForm onBatch={setBatch} />
            </div>
            {batch && <LatestBatch batch={batch} onChange={setBatch} />}
            <h2 className={page.sectionTitle}>Payouts</h2>
            <PayoutList />
          </>
        )}
      </SignedIn>
    </div>
  );
}
