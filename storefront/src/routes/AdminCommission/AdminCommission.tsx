import { commissionRuleBodySchema, type CommissionRule, type CommissionRuleBody } from '@rawex/api/contracts';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  formatDate,
  formatDateTime,
  formatPrice,
  Loaded,
  RecordCard,
  Select,
  Skeleton,
  TextField,
} from '@rawex/ui-kit';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { SecondStepNotice } from '../../accounts/second-step-notice';
import { whatWentWrong } from '../../data/client';
import { useCommissionRules, useProtection, useSettlementActions } from '../../data/settlement';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';

const SCOPES = [
  { value: 'default', label: 'Every order line' },
  { value: 'category', label: 'A category' },
  { value: 'vendor', label: 'A supplier' },
] as const;
const scopeLabel = (scope: CommissionRule['scope']) => SCOPES.find((entry) => entry.value === scope)!.label;

const RULE_LABELS = {
  scope: 'Applies to',
  categoryId: 'Category id',
  vendorId: 'Supplier id',
  percent: 'Percentage',
  currency: 'Currency of the minimum and cap',
  minimum: 'Minimum per line',
  cap: 'Cap per line',
  effectiveFrom: 'In effect from',
};

const today = () => new Date().toISOString().slice(0, 10);

function RuleForm() {
  const { addRule } = useSettlementActions();
  const recentSignIn = useRecentSignIn();
  const form = useApiForm({
    scope: 'default' as CommissionRuleBody['scope'],
    categoryId: '',
    vendorId: '',
    percent: '2.5',
    currency: '',
    minimum: '',
    cap: '',
    effectiveFrom: today(),
  });
  const body = (values: typeof form.values) => ({
    scope: values.scope,
    percent: Number(values.percent),
    effectiveFrom: values.effectiveFrom,
    ...(values.scope === 'category' ? { categoryId: Number(values.categoryId) } : {}),
    ...(values.scope === 'vendor' ? { vendorId: values.vendorId } : {}),
    ...(values.currency.trim() ? { currency: values.currency } : {}),
    ...(values.minimum.trim() ? { minimum: values.minimum } : {}),
    ...(values.cap.trim() ? { cap: values.cap } : {}),
  });
  const text = (
    key: 'categoryId' | 'vendorId' | 'percent' | 'currency' | 'minimum' | 'cap' | 'effectiveFrom',
    type?: string,
  ) => ({
    label: RULE_LABELS[key],
    type,
    value: form.values[key],
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
    error: form.errors[key],
  });
  return (
    <section className={page.panel} aria-label="Add a commission rule">
      {recentSignIn.dialog}
      <h2 className={page.sectionTitle}>Add a commission rule</h2>
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (values) => checkAgainst(commissionRuleBodySchema, body(values), RULE_LABELS).errors ?? {},
            async (values) => {
              const rule = checkAgainst(commissionRuleBodySchema, body(values), RULE_LABELS).data!;
              await recentSignIn.run(() => addRule(rule));
              notify({
                title: 'Commission rule added',
                description: `${rule.percent}% from ${rule.effectiveFrom}: orders placed before keep theirs.`,
                type: 'success',
              });
            },
            'Failed to add the rule.',
          );
        }}
      >
        <Select
          label={RULE_LABELS.scope}
          options={SCOPES}
          value={form.values.scope}
          onChange={(scope) => form.set('scope', scope as CommissionRuleBody['scope'])}
          error={form.errors.scope}
        />
        {form.values.scope === 'category' && <TextField inputMode="numeric" {...text('categoryId')} />}
        {form.values.scope === 'vendor' && <TextField {...text('vendorId')} />}
        <TextField inputMode="decimal" hint="Of each order line’s total." {...text('percent')} />
        <TextField
          hint="Like EUR. With a minimum or a cap, the rule applies to orders in this currency; without, to all."
          {...text('currency')}
        />
        <TextField inputMode="decimal" {...text('minimum')} />
        <TextField inputMode="decimal" hint="Empty: no cap." {...text('cap')} />
        <TextField {...text('effectiveFrom', 'date')} />
        <FormProblem problem={form.errors.form ?? null} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Adding…' : 'Add rule'}
        </Button>
      </LiveForm>
    </section>
  );
}

function RuleList() {
  const { data: rules, error } = useCommissionRules();
  const { withdrawRule } = useSettlementActions();
  return (
    <Loaded
      data={rules}
      failed={error && <LoadFailed title="Failed to load the commission rules" />}
      placeholder={<Skeleton height="8rem" />}
      empty={<EmptyState title="No commission yet" description="Orders placed now pay no commission." />}
    >
      {(rules) => (
        <ul className={page.list} aria-label="Commission rules">
          {rules.map((rule) => (
            <li key={rule.id}>
              <RecordCard
                title={`${rule.percent}% · ${scopeLabel(rule.scope)}`}
                subtitle={
                  rule.categoryId ? `Category ${rule.categoryId}` : (rule.vendorId ?? 'Every supplier')
                }
                badges={
                  rule.effectiveFrom > today() ? (
                    <Badge tone="info">From {formatDate(rule.effectiveFrom)}</Badge>
                  ) : undefined
                }
                fields={[
                  {
                    label: 'Minimum',
                    value: rule.currency ? formatPrice(rule.minimum, rule.currency) : 'None',
                  },
                  {
                    label: 'Cap',
                    value: rule.cap && rule.currency ? formatPrice(rule.cap, rule.currency) : 'None',
                  },
                  { label: 'In effect from', value: formatDate(rule.effectiveFrom) },
                ]}
                actions={
                  rule.effectiveFrom > today() ? (
                    <Button
                      size="small"
                      tone="danger"
                      onClick={() =>
                        void withdrawRule(rule.id).catch(sayFailure('Failed to withdraw the rule.'))
                      }
                    >
                      Withdraw
                    </Button>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** Where protected orders are paid: the operator's account at its licensed payment partner. */
function CollectionAccountForm() {
  const { data: protection } = useProtection();
  const { setCollectionAccount, cancelCollectionAccountChange } = useSettlementActions();
  const confirming = useRecentSignIn();
  const form = useApiForm({ accountHolder: '', iban: '', bic: '', code: '' });
  const text = (key: 'accountHolder' | 'iban' | 'bic' | 'code', label: string) => ({
    label,
    value: form.values[key],
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
    error: form.errors[key],
  });
  return (
    <section className={page.panel} aria-label="Collection account">
      <h2 className={page.sectionTitle}>Collection account</h2>
      <p className={page.muted}>
        {protection?.collectionAccount
          ? `Protected orders are paid to ${protection.collectionAccount.accountHolder}, ${protection.collectionAccount.iban} (${protection.source === 'environment' ? 'from the environment' : 'set here'}).`
          : 'No collection account: buyers cannot choose trade protection yet.'}
      </p>
      {protection?.changeHeldUntil && protection.previousAccount && (
        <Alert tone="warning" title={`Changed: held until ${formatDateTime(protection.changeHeldUntil)}`}>
          <p>
            It replaced {protection.previousAccount.accountHolder}, {protection.previousAccount.iban}. Until
            then, documents tell buyers the account changed. If nobody here meant to change it, put the
            previous one back.
          </p>
          <Button
            tone="secondary"
            size="small"
            onClick={() =>
              void confirming
                .run(() => cancelCollectionAccountChange())
                .then(
                  () =>
                    notify({
                      title: 'Previous collection account back',
                      description: 'Documents name it again.',
                      type: 'success',
                    }),
                  (error: unknown) =>
                    notify({
                      title: 'Error',
                      description: whatWentWrong(error, 'Failed to put the previous account back.'),
                      type: 'error',
                    }),
                )
            }
          >
            Put the previous account back
          </Button>
        </Alert>
      )}
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            () => ({}),
            async ({ code, ...account }) => {
              await confirming.run(() => setCollectionAccount({ ...account, ...(code ? { code } : {}) }));
              notify({
                title: 'Collection account saved',
                description: 'Pro-formas of protected orders name it from now on.',
                type: 'success',
              });
              form.reset();
            },
            'Failed to save the collection account.',
          );
        }}
      >
        <TextField {...text('accountHolder', 'Account holder')} />
        <TextField {...text('iban', 'IBAN')} />
        <TextField {...text('bic', 'BIC')} />
        <TextField
          {...text('code', 'Code from your authenticator app')}
          hint="Or one of your recovery codes: where the marketplace collects money changes only with one. With a passkey, leave it empty: you are asked for it."
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <FormProblem problem={form.errors.form ?? null} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save collection account'}
        </Button>
      </LiveForm>
      {confirming.dialog}
    </section>
  );
}

/** `/admin/commission`: what the marketplace earns on each order line, and where protection is paid. */
export default function AdminCommission() {
  usePageTitle('Commission');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Commission and protection</h1>
      <SignedIn role="admin">
        {(user) => (
          <>
            <SecondStepNotice user={user} />
            <div className={page.twoColumns}>
              <RuleForm />
              <CollectionAccountForm />
            </div>
            <h2 className={page.sectionTitle}>Rules</h2>
            <RuleList />
          </>
        )}
      </SignedIn>
    </div>
  );
}
