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
  formatDate,
  formatPrice,
  Loaded,
  RecordCard,
  Select,
  Skeleton,
  TextField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useCompanyActions, useInvitations, useMembers } from '../../data/company';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';
import * as styles from './Company.css';

/** Who is in the firm: its members and their roles, and the invitations its owners and admins send. */

/** Those who run the company: its details, members and invitations are theirs to change. */
export const runsTheFirm = (me: Me) => (MEMBERS_WHO.runTheFirm as readonly string[]).includes(me.companyRole);

const INVITATION_TONES = {
  pending: 'info',
  accepted: 'success',
  expired: 'neutral',
  revoked: 'neutral',
} as const;

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
                value: member.monthlyLimit ? formatPrice(member.monthlyLimit, company.currency) : 'None',
              },
              { label: 'Spent this month', value: formatPrice(member.spentThisMonth, company.currency) },
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
                label={`Monthly limit of ${name} (${company.currency})`}
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

export function Members({ me, company }: { me: Me; company: CompanyRecord }) {
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

export function Invitations({ company }: { company: CompanyRecord }) {
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
