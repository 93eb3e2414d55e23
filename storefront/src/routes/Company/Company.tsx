import type { Company as CompanyRecord, Me } from '@rawex/api/contracts';
import { MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import { Badge, Button, EmptyState, Loaded, RecordCard, Skeleton, Switch, TextField } from '@rawex/ui-kit';
import { useCompany, useCompanyActions } from '../../data/company';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';
import { BankAccountPanel, PaymentSettings } from './PaymentSettings';
import { Invitations, Members, runsTheFirm } from './People';

/** The legal details and settings: a form for its owners and admins, read-only for the others. */
function Details({ company, editable }: { company: CompanyRecord; editable: boolean }) {
  const { update } = useCompanyActions();
  const form = useApiForm({
    name: company.name,
    legalName: company.legalName ?? '',
    registrationNumber: company.registrationNumber ?? '',
    taxId: company.taxId ?? '',
    country: company.country ?? '',
    billingAddress: company.billingAddress ?? '',
    currency: company.currency,
    poNumberRequired: company.poNumberRequired,
    orderApprovalThreshold: company.orderApprovalThreshold ?? '',
  });
  const { values, set, errors, busy } = form;
  const field = (
    key: 'name' | 'legalName' | 'registrationNumber' | 'taxId' | 'country' | 'billingAddress' | 'currency',
  ) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
    readOnly: !editable,
  });
  return (
    <section className={page.panel} aria-labelledby="company-details">
      <h2 id="company-details" className={page.sectionTitle}>
        Legal details
      </h2>
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (current): FormErrors => (current.name.trim() ? {} : { name: 'The company needs a name.' }),
            async (current) => {
              await update({
                name: current.name,
                legalName: current.legalName || null,
                registrationNumber: current.registrationNumber || null,
                taxId: current.taxId || null,
                country: current.country || null,
                billingAddress: current.billingAddress || null,
                currency: current.currency,
                poNumberRequired: current.poNumberRequired,
                ...(company.kind === 'buyer'
                  ? { orderApprovalThreshold: current.orderApprovalThreshold || null }
                  : {}),
              });
              notify({ title: 'Saved', description: 'Your company’s details are saved.', type: 'success' });
            },
            'Failed to save the details.',
          );
        }}
      >
        <TextField label="Trading name" {...field('name')} />
        <TextField label="Legal name" {...field('legalName')} />
        <TextField label="Registration number" {...field('registrationNumber')} />
        <TextField label="VAT or tax id" hint="An EU VAT number is checked." {...field('taxId')} />
        <TextField label="Country" hint="Two letters: GH, NL, DE…" maxLength={2} {...field('country')} />
        <TextField label="Billing address" {...field('billingAddress')} />
        <TextField
          label="Currency"
          hint={
            company.kind === 'supplier'
              ? 'What your products are priced in unless you price one in another: EUR, USD, GBP…'
              : 'What your limits and approval threshold are kept in: EUR, USD, GBP…'
          }
          maxLength={3}
          {...field('currency')}
        />
        {company.kind === 'buyer' && (
          <TextField
            label={`Approval threshold (${company.currency})`}
            hint="An order above this, placed by a purchaser, waits for an approver. Empty: none."
            inputMode="decimal"
            value={values.orderApprovalThreshold}
            onChange={(event) => set('orderApprovalThreshold', event.target.value)}
            error={errors.orderApprovalThreshold}
            readOnly={!editable}
          />
        )}
        <Switch
          label="Purchase-order number required"
          checked={values.poNumberRequired}
          onChange={(required) => set('poNumberRequired', required)}
          disabled={!editable}
        />
        <FormProblem problem={errors.form ?? null} />
        {editable && (
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save details'}
          </Button>
        )}
      </LiveForm>
    </section>
  );
}

/** The shipping address book: labelled addresses, added and removed as a whole list. */
function Addresses({ company, editable }: { company: CompanyRecord; editable: boolean }) {
  const { update } = useCompanyActions();
  const form = useApiForm({ label: '', address: '' });
  const save = (addresses: { label: string; address: string }[]) => update({ shippingAddresses: addresses });
  const kept = company.shippingAddresses.map(({ label, address }) => ({ label, address }));
  return (
    <section className={page.panel} aria-labelledby="company-addresses">
      <h2 id="company-addresses" className={page.sectionTitle}>
        Shipping addresses
      </h2>
      {company.shippingAddresses.length === 0 ? (
        <p className={page.muted}>No addresses yet.</p>
      ) : (
        <ul className={page.list}>
          {company.shippingAddresses.map((entry) => (
            <li key={entry.id}>
              <RecordCard
                title={entry.label}
                subtitle={entry.address}
                headingLevel="h3"
                actions={
                  editable && (
                    <Button
                      size="small"
                      tone="ghost"
                      onClick={() =>
                        void save(kept.filter((other) => other.label !== entry.label)).catch(
                          sayFailure('Failed to remove the address.'),
                        )
                      }
                    >
                      Remove
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <LiveForm
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(
              (current) => ({
                ...(current.label.trim() ? {} : { label: 'Give the address a label.' }),
                ...(current.address.trim() ? {} : { address: 'Give the address.' }),
              }),
              async (current) => {
                await save([...kept, current]);
                form.reset();
              },
              'Failed to add the address.',
            );
          }}
        >
          <TextField
            label="Label"
            value={form.values.label}
            onChange={(event) => form.set('label', event.target.value)}
            error={form.errors.label}
          />
          <TextField
            label="Address"
            value={form.values.address}
            onChange={(event) => form.set('address', event.target.value)}
            error={form.errors.address ?? form.errors.shippingAddresses}
          />
          <FormProblem problem={form.errors.form ?? null} />
          <Button type="submit" tone="secondary" disabled={form.busy}>
            Add address
          </Button>
        </LiveForm>
      )}
    </section>
  );
}

function CompanyView({ me }: { me: Me }) {
  const { company, error } = useCompany();
  return (
    <Loaded
      data={company}
      failed={error && <LoadFailed title="Failed to load your company" />}
      placeholder={<Skeleton height="20rem" />}
    >
      {(company) => (
        <div className={page.stack}>
          <header className={page.pageHeader}>
            <h1 className={page.title}>{company.name}</h1>
            <p className={page.subtitle}>
              {company.kind === 'buyer' ? 'Buying company' : 'Supplying company'} · you are{' '}
              <Badge tone="primary">{me.companyRole}</Badge>{' '}
              {company.kind === 'supplier' && (
                <Badge tone={company.isVerified ? 'success' : 'warning'}>
                  {company.isVerified ? 'Verified' : 'Pending verification'}
                </Badge>
              )}
            </p>
          </header>
          <div className={page.twoColumns}>
            <Details key={company.id} company={company} editable={runsTheFirm(me)} />
            <Addresses company={company} editable={runsTheFirm(me)} />
          </div>
          {company.kind === 'supplier' ? (
            <PaymentSettings
              editable={runsTheFirm(me)}
              ownsTheFirm={(MEMBERS_WHO.ownTheFirm as readonly string[]).includes(me.companyRole)}
            />
          ) : (
            <BankAccountPanel
              title="Bank account for refunds"
              intro="Where RawEx pays your company back what a protected order’s dispute or cancellation refunds."
              ownsTheFirm={(MEMBERS_WHO.ownTheFirm as readonly string[]).includes(me.companyRole)}
            />
          )}
          <Members me={me} company={company} />
          {runsTheFirm(me) ? (
            <Invitations company={company} />
          ) : (
            <EmptyState
              title="Invitations"
              description="Your company’s owners and admins invite new members."
            />
          )}
        </div>
      )}
    </Loaded>
  );
}

/** The company the signed-in user acts for: its details, addresses, members and invitations. */
export default function Company() {
  usePageTitle('Company');
  return <SignedIn>{(me) => <CompanyView me={me} />}</SignedIn>;
}
