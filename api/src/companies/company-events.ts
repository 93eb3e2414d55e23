import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { CompanyInvitation } from './company-invitation.model.ts';
import { INVITATION_DAYS, invitationToken } from './invitations.service.ts';
import { formatDateTime } from '@rawex/format';

/** An invitation's email, to its address (who may have no account yet), while it is pending. */
export const describeCompanyEvents: EventDescriber = async (db, events, settings) => {
  const effects = noEffects();
  for (const event of events) {
    const { invitationId } = event.data as { invitationId: number };
    const invitation = (await CompanyInvitation.query(db)
      .leftJoin(db.raw('people() AS inviter'), 'inviter.id', 'company_invitations.invitedBy')
      .where('company_invitations.id', invitationId)
      .select(
        'company_invitations.*',
        'inviter.email as inviterEmail',
        db.raw('company_name(company_invitations.company_id) AS company_name'),
      )
      .first()) as (CompanyInvitation & { companyName: string; inviterEmail: string | null }) | undefined;
    if (!invitation || invitation.acceptedAt || invitation.revokedAt) continue;
    const token = await invitationToken(db, settings.secretsKey(), invitation);
    effects.emails.push({
      key: `${event.id}:invitation`,
      address: invitation.email,
      content: {
        subject: `Join ${invitation.companyName} on RawEx`,
        greetByName: false,
        paragraphs: [
          `${invitation.inviterEmail ?? 'A member'} invites you to join ${invitation.companyName} on RawEx as ${invitation.role}.`,
          `The link works once, until ${formatDateTime(invitation.expiresAt)} (${INVITATION_DAYS} days). If you did not expect this email, ignore it.`,
        ],
        action: { label: 'Accept the invitation', path: `/invitations/accept?token=${token}` },
      },
    });
  }
  return effects;
};
