import type {
  Company as CompanyRecord,
  CompanyMember,
  CompanyRole,
  Invitation,
  Me,
} from '@rawex/api/contracts';
import { COMPANY_ROLES_BY_KIND, MEMBERS_WHO } from '@rawex/api/contracts/account-values';
import {
  Badge,
  Button,
  EmptyState,
  formatDate,
  formatPrice,
  Loaded,
  RecordCard,
  Select,
  Skeleton,
  Switch,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useCompany, useCompanyActions, useInvitations, useMembers } from '../../data/company';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';
import * as styles from './Company.css';
import { BankAccountPanel, PaymentSettings } from './PaymentSettings';

/** Those who run the company: its details, members and invitations are theirs to change. */
const runsTheFirm = (me: Me) => (MEMBERS_WHO.runTheFirm as readonly string[]).includes(me.companyRole);

const INVITATION_TONES = {
  pending: 'info',
  accepted: 'success',
  expired: 'neutral',
  revoked: 'neutral',
} as const;

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
    poNumberRequired: company.poNumberRequired,
    orderApprovalThreshold: company.orderApprovalThreshold ?? '',
  });
  const { values, set, errors, busy } = form;
  const field = (
    key: 'name' | 'legalName' | 'registrationNumber' | 'taxId' | 'country' | 'billingAddress',
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
        {company.kind === 'buyer' && (
          <TextField
            label="Approval threshold (US$)"
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

function MemberCard({ member, me, company }: { member: CompanyMember; me: Me; company: CompanyRecord }) {
  const { updateMember, removeMember } = useCompanyActions();
  const [limit, setLimit] = useState(member.monthlyLimit ?? '');
  const editable = runsTheFirm(me) && (member.role !== 'owner' || me.companyRole === 'owner');
  const roles = COMPANY_ROLES_BY_KIND[company.kind].filter(
    (role) => role !== 'owner' || me.companyRole === 'owner',
  );
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  const you = member.userId === me.id;
  return (
    <RecordCard
      title={you ? `${name} (you)` : name}
      subtitle={member.email}
      badges={<Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>{member.role}</Badge>}
      fields={[
        { label: 'Joined', value: formatDate(member.joinedAt) },
        ...(company.kind === 'buyer'
          ? [
              {
                label: 'Monthly limit',
                value: member.monthlyLimit ? formatPrice(member.monthlyLimit) : 'None',
              },
              { label: 'Spent this month', value: formatPrice(member.spentThisMonth) },
            ]
          : []),
      ]}
      actions={
        <div className={styles.memberControls}>
          {editable && (
            <Select
              label={`Role of ${name}`}
              hideLabel
              options={roles.map((role) => ({ value: role, label: role }))}
              value={member.role}
              onChange={(role: CompanyRole) =>
                void updateMember(member.userId, { role }).catch(sayFailure('Failed to change the role.'))
              }
            />
          )}
          {editable && company.kind === 'buyer' && (
            <LiveForm
              className={styles.limitForm}
              onSubmit={(event) => {
                event.preventDefault();
                void updateMember(member.userId, { monthlyLimit: limit || null }).then(
                  () =>
                    notify({
                      title: 'Saved',
                      description: `${name}’s monthly limit is saved.`,
                      type: 'success',
                    }),
                  sayFailure('Failed to save the limit.'),
                );
              }}
            >
              <TextField
                label={`Monthly limit of ${name} (US$)`}
                inputMode="decimal"
                value={limit}
                onChange={(event) => setLimit(event.target.value)}
              />
              <Button size="small" tone="secondary" type="submit">
                Save limit
              </Button>
            </LiveForm>
          )}
          {member.userId !== company.id && (you || editable) && (
            <Button
              size="small"
              tone="ghost"
              onClick={() =>
                void removeMember(member.userId).then(
                  () => you && window.location.assign('/'),
                  sayFailure(you ? 'Failed to leave the company.' : 'Failed to remove the member.'),
                )
              }
            >
              {you ? 'Leave' : 'Remove'}
            </Button>
          )}
        </div>
      }
    />
  );
}

function Members({ me, company }: { me: Me; company: CompanyRecord }) {
  const { members, error } = useMembers(true);
  return (
    <section className={page.section} aria-labelledby="company-members">
      <h2 id="company-members" className={page.sectionTitle}>
        Members
      </h2>
      <Loaded
        data={members}
        failed={error && <LoadFailed title="Failed to load the members" />}
        placeholder={<Skeleton height="8rem" />}
      >
        {(list) => (
          <ul className={page.list}>
            {list.map((member) => (
              <li key={member.userId}>
                <MemberCard member={member} me={me} company={company} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

function Invitations({ company }: { company: CompanyRecord }) {
  const { invitations, error } = useInvitations(true);
  const { invite, revokeInvitation } = useCompanyActions();
  const roles = COMPANY_ROLES_BY_KIND[company.kind].filter((role) => role !== 'owner');
  const form = useApiForm<{ email: string; role: CompanyRole }>({ email: '', role: roles[1] ?? 'admin' });
  return (
    <section className={page.panel} aria-labelledby="company-invitations">
      <h2 id="company-invitations" className={page.sectionTitle}>
        Invitations
      </h2>
      <LiveForm
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            (current): FormErrors =>
              current.email.includes('@') ? {} : { email: 'Give their email address.' },
            async (current) => {
              await invite(current.email, current.role);
              notify({
                title: 'Invitation sent',
                description: `${current.email} gets a link for 7 days.`,
                type: 'success',
              });
              form.set('email', '');
            },
            'Failed to send the invitation.',
          );
        }}
      >
        <TextField
          label="Email"
          type="email"
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          error={form.errors.email}
        />
        <Select
          label="Role"
          options={roles.map((role) => ({ value: role, label: role }))}
          value={form.values.role}
          onChange={(role) => form.set('role', role)}
          error={form.errors.role}
        />
        <FormProblem problem={form.errors.form ?? null} />
        <Button type="submit" disabled={form.busy}>
          Invite
        </Button>
      </LiveForm>
      <Loaded
        data={invitations}
        failed={error && <LoadFailed title="Failed to load the invitations" />}
        placeholder={<Skeleton height="4rem" />}
        empty={<p className={page.muted}>No invitations sent yet.</p>}
      >
        {(list) => (
          <ul className={page.list} aria-label="Invitations sent">
            {list.map((invitation: Invitation) => (
              <li key={invitation.id}>
                <RecordCard
                  title={invitation.email}
                  subtitle={`As ${invitation.role}, by ${invitation.invitedBy ?? 'a former member'} on ${formatDate(invitation.createdAt)}`}
                  badges={<Badge tone={INVITATION_TONES[invitation.status]}>{invitation.status}</Badge>}
                  actions={
                    invitation.status === 'pending' && (
                      <Button
                        size="small"
                        tone="ghost"
                        onClick={() =>
                          void revokeInvitation(invitation.id).catch(
                            sayFailure('Failed to withdraw the invitation.'),
                          )
                        }
                      >
                        Withdraw
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
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
