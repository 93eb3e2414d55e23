import { bankAccountChangeBodySchema } from '@rawex/api/contracts';
import type { BankAccount } from '@rawex/api/contracts';
import type { PaymentPlan } from '@rawex/api/contracts/payment-values';
import { Alert, Button, formatDateTime, Loaded, Skeleton, TextField } from '@rawex/ui-kit';
import { useState } from 'react';
import { useBankAccount, usePaymentSettings, usePaymentSettingsActions } from '../../data/company';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { useAccountSecurity } from '../../data/security';
import { LoadFailed } from '../../loading/LoadFailed';
import { checkPlan, PaymentPlanEditor, planValues } from '../../orders/payment-plan-form';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';

/** The terms orders are placed on unless a quote says otherwise. */
function DefaultPlanForm({ plan, editable }: { plan: PaymentPlan; editable: boolean }) {
  const { savePlan } = usePaymentSettingsActions();
  const form = useApiForm(planValues(plan));
  return (
    <LiveForm
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values) => checkPlan(values).errors ?? {},
          async (values) => {
            await savePlan(checkPlan(values).plan!);
            notify({
              title: 'Saved',
              description: 'Orders placed from now on carry these terms; placed orders keep theirs.',
              type: 'success',
            });
          },
          'Failed to save the payment terms.',
        );
      }}
    >
      <PaymentPlanEditor
        legend="Unless a quote says otherwise"
        values={form.values}
        onChange={form.setValues}
        errors={form.errors}
        readOnly={!editable}
      />
      <FormProblem problem={form.errors.form ?? null} />
      {editable && (
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save terms'}
        </Button>
      )}
    </LiveForm>
  );
}

const ACCOUNT_LABELS = {
  accountHolder: 'Account holder',
  iban: 'IBAN',
  bic: 'BIC',
  accountNumber: 'Account number',
  bankName: 'Bank name',
  swift: 'SWIFT code',
  code: 'Code from your authenticator app',
} as const;
type AccountField = keyof typeof ACCOUNT_LABELS;

/** A change waits before anything is paid to it: any owner may put the old account back meanwhile. */
function HeldChange({ account, editable }: { account: BankAccount; editable: boolean }) {
  const { cancelBankAccountChange } = usePaymentSettingsActions();
  const [busy, setBusy] = useState(false);
  const previous = account.previousAccount;
  return (
    <Alert tone="warning" title="Changed lately: payouts wait">
      Payouts to this account wait until {formatDateTime(account.payoutsHeldUntil!)}, and documents issued
      until then tell buyers it changed.
      {previous &&
        ` It replaced ${previous.iban ?? previous.accountNumber} (${previous.accountHolder}).`}{' '}
      {editable && (
        <Button
          tone="secondary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            cancelBankAccountChange()
              .then(() =>
                notify({
                  title: 'Change cancelled',
                  description: 'The account before it is back.',
                  type: 'success',
                }),
              )
              .catch((error: unknown) =>
                notify({ title: 'Failed to cancel the change', description: String(error), type: 'error' }),
              )
              .finally(() => setBusy(false));
          }}
        >
          Cancel this change
        </Button>
      )}
    </Alert>
  );
}

/**
 * Where buyers pay: only an owner changes it, with a fresh second step (a code, or a passkey); a change
 * holds payouts for a while, and every owner is told.
 */
function BankAccountForm({ account, editable }: { account: BankAccount | null; editable: boolean }) {
  const { saveBankAccount } = usePaymentSettingsActions();
  const confirming = useRecentSignIn();
  // The app's code is asked for where there is an app; a passkey is asked for when saving.
  const { security } = useAccountSecurity(editable);
  const form = useApiForm<Record<AccountField, string>>({
    accountHolder: account?.accountHolder ?? '',
    iban: account?.iban ?? '',
    bic: account?.bic ?? '',
    accountNumber: account?.accountNumber ?? '',
    bankName: account?.bankName ?? '',
    swift: account?.swift ?? '',
    code: '',
  });
  // Empty fields are left out: an IBAN, or an account number with its bank and SWIFT code.
  const check = (values: Record<AccountField, string>) =>
    checkAgainst(
      bankAccountChangeBodySchema,
      Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
      ACCOUNT_LABELS,
    );
  const field = (key: AccountField, hint?: string) => ({
    label: ACCOUNT_LABELS[key],
    hint,
    value: form.values[key],
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
    error: form.errors[key],
    readOnly: !editable,
  });
  return (
    <>
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (values) => check(values).errors ?? {},
            async (values) => {
              await confirming.run(() => saveBankAccount(check(values).data!));
              notify({
                title: 'Bank account saved',
                description:
                  'What RawEx pays your company goes there, and what your documents name; every owner is told by email.',
                type: 'success',
              });
            },
            'Failed to save the bank account.',
          );
        }}
      >
        {account?.payoutsHeldUntil && <HeldChange account={account} editable={editable} />}
        <TextField
          {...field('accountHolder', 'As your bank prints it, without accents.')}
          autoComplete="off"
        />
        <TextField {...field('iban', 'Where the bank’s country has IBANs.')} autoComplete="off" />
        <TextField {...field('bic')} autoComplete="off" />
        <TextField {...field('accountNumber', 'Only where there is no IBAN.')} autoComplete="off" />
        <TextField {...field('bankName')} autoComplete="off" />
        <TextField {...field('swift')} autoComplete="off" />
        {account && <p className={page.muted}>Last changed {formatDateTime(account.updatedAt)}.</p>}
        {editable && security?.totp && (
          <TextField
            {...field(
              'code',
              'Or one of your recovery codes: where your company is paid changes only with one. With a passkey, leave it empty: you are asked for it.',
            )}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        )}
        <FormProblem problem={form.errors.form ?? null} />
        {editable && (
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Save bank account'}
          </Button>
        )}
      </LiveForm>
      {confirming.dialog}
    </>
  );
}

/** A supplier's payment settings: its default terms and where it is paid. */
export function PaymentSettings({ editable, ownsTheFirm }: { editable: boolean; ownsTheFirm: boolean }) {
  const { plan, planError } = usePaymentSettings();
  return (
    <div className={page.twoColumns}>
      <section className={page.panel} aria-labelledby="company-payment-terms">
        <h2 id="company-payment-terms" className={page.sectionTitle}>
          Payment terms
        </h2>
        <Loaded
          data={plan}
          failed={planError && <LoadFailed title="Failed to load the payment terms" />}
          placeholder={<Skeleton height="8rem" />}
        >
          {(loaded) => <DefaultPlanForm plan={loaded} editable={editable} />}
        </Loaded>
      </section>
      <BankAccountPanel ownsTheFirm={ownsTheFirm} />
    </div>
  );
}

/**
 * Where the firm is paid: a supplier's buyers pay into it; a buying firm's refunds are paid to it.
 * Only owners change it.
 */
export function BankAccountPanel({
  ownsTheFirm,
  title = 'Bank account',
  intro,
}: {
  ownsTheFirm: boolean;
  title?: string;
  intro?: string;
}) {
  const { bankAccount, bankAccountError } = useBankAccount();
  return (
    <section id="bank-account" className={page.panel} aria-labelledby="company-bank-account">
      <h2 id="company-bank-account" className={page.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={page.muted}>{intro}</p>}
      <Loaded
        data={bankAccount}
        failed={bankAccountError && <LoadFailed title="Failed to load the bank account" />}
        placeholder={<Skeleton height="8rem" />}
      >
        {(bankAccount) => (
          <BankAccountForm
            key={bankAccount?.updatedAt ?? 'none'}
            account={bankAccount}
            editable={ownsTheFirm}
          />
        )}
      </Loaded>
    </section>
  );
}
