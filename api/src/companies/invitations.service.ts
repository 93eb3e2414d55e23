import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  createAccount,
  findUser,
  findUserByEmail,
  openToken,
  signToken,
  type User,
} from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import {
  invitableRoles,
  type AcceptInvitationBody,
  type createInvitationBodySchema,
  type Invitation,
  type InvitationPreview,
} from './companies.contract.ts';
import { Company } from './company.model.ts';
import { CompanyInvitation } from './company-invitation.model.ts';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A firm sends at most this many invitations a day. */
export const INVITATIONS_PER_DAY = 50;

/** What an invitation's token says: which invitation, until when. */
const TOKEN_KIND = 'invitation';

export const invitationToken = (
  db: Knex,
  secretsKey: Buffer,
  invitation: Pick<CompanyInvitation, 'id' | 'expiresAt'>,
) =>
  signToken(db, secretsKey, {
    k: TOKEN_KIND,
    i: invitation.id,
    x: Math.floor(invitation.expiresAt.getTime() / 1000),
  });

function statusOf(invitation: CompanyInvitation, now: Date): Invitation['status'] {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

/** The firm's invitations, newest first, with who sent each. */
export async function listInvitations(db: Knex, actor: AuthUser, now = new Date()): Promise<Invitation[]> {
  const rows = (await CompanyInvitation.query(db)
    .leftJoin(db.raw('people() AS inviter'), 'inviter.id', 'company_invitations.invitedBy')
    .where('company_invitations.companyId', actor.companyId)
    .orderBy([
      { column: 'company_invitations.createdAt', order: 'desc' },
      { column: 'company_invitations.id', order: 'desc' },
    ])
    .limit(200)
    .select('company_invitations.*', 'inviter.email as inviterEmail')) as (CompanyInvitation & {
    inviterEmail: string | null;
  })[];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row, now),
    invitedBy: row.inviterEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Invites an address to the firm with a role (its owners and admins): an email with a signed link
 * that works once, for INVITATION_DAYS days. A member is not invited again; a pending invitation
 * to the same address is replaced by the new one.
 */
export async function inviteMember(
  db: Knex,
  actor: AuthUser,
  body: z.output<typeof createInvitationBodySchema>,
  now = new Date(),
): Promise<Invitation> {
  const id = await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `company invitations ${actor.companyId}`);
    const company = await Company.query(trx).findById(actor.companyId).select('kind');
    if (!company) throw notFound('Company not found.', 'company_not_found');
    const roles = invitableRoles(company.kind);
    if (!(roles as readonly string[]).includes(body.role)) {
      throw invalidField(
        'role',
        `must be one of ${roles.join(', ')}: the roles of a ${company.kind} company a new member may get (an owner is made from a member)`,
      );
    }
    const member = await trx('companyMembers')
      .join(trx.raw('people() AS person'), 'person.id', 'companyMembers.userId')
      .where({ 'companyMembers.companyId': actor.companyId, 'person.email': body.email })
      .first('person.id');
    if (member) {
      throw new AppError({
        status: 409,
        code: 'already_a_member',
        title: 'Conflict',
        detail: `${body.email} is already a member of your company: change their role instead.`,
      });
    }
    await checkWindowQuota(
      trx('companyInvitations').where({ companyId: actor.companyId }),
      'createdAt',
      { windowMs: DAY_MS, most: INVITATIONS_PER_DAY, now },
      (retryAfter) => ({
        code: 'too_many_invitations',
        detail: `Your company sent ${INVITATIONS_PER_DAY} invitations within 24 hours, the most it may: try again in ${Math.ceil(retryAfter / 3600)} hours.`,
      }),
    );
    await trx('companyInvitations')
      .where({ companyId: actor.companyId, email: body.email, acceptedAt: null, revokedAt: null })
      .update({ revokedAt: now });
    const invitation = await CompanyInvitation.query(trx).insertAndFetch({
      companyId: actor.companyId,
      email: body.email,
      role: body.role,
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    await recordEvent(trx, 'company.member_invited', { invitationId: invitation.id });
    await recordAudit(
      trx,
      actor,
      'company.member_invited',
      { type: 'company', id: actor.companyId },
      {
        email: body.email,
        role: body.role,
      },
    );
    return invitation.id;
  });
  const invitation = (await listInvitations(db, actor, now)).find((candidate) => candidate.id === id);
  return invitation!;
}

const invitationNotFound = () => notFound('Invitation not found.', 'invitation_not_found');

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(
  db: Knex,
  actor: AuthUser,
  id: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (trx) => {
    const revoked = await trx('companyInvitations')
      .where({ id, companyId: actor.companyId, acceptedAt: null, revokedAt: null })
      .update({ revokedAt: now });
    if (revoked === 0) {
      const exists = await trx('companyInvitations').where({ id, companyId: actor.companyId }).first('id');
      if (!exists) throw invitationNotFound();
      return;
    }
    await recordAudit(
      trx,
      actor,
      'company.invitation_revoked',
      { type: 'company', id: actor.companyId },
      {
        invitationId: id,
      },
    );
  });
}

const invalidLink = () =>
  new AppError({
    status: 422,
    code: 'invitation_link_invalid',
    title: 'Unprocessable Content',
    detail:
      'This invitation link is not valid: open the link from the latest invitation exactly as it was sent.',
  });

const gone = (code: string, detail: string) => new AppError({ status: 410, code, title: 'Gone', detail });

/** The pending invitation a token names, locked when `db` is a transaction; refused otherwise. */
async function invitationOf(
  db: Knex,
  secretsKey: Buffer,
  token: string,
  now: Date,
): Promise<CompanyInvitation & { companyName: string; kind: Company['kind'] }> {
  const claims = await openToken(db, secretsKey, token);
  if (claims?.k !== TOKEN_KIND || typeof claims.i !== 'number') throw invalidLink();
  // Accepting locks it first: a link opened twice joins once.
  if (db.isTransaction) await db('companyInvitations').where({ id: claims.i }).forUpdate().first('id');
  const invitation = (await CompanyInvitation.query(db)
    .join('companies', 'companies.id', 'company_invitations.companyId')
    .where('company_invitations.id', claims.i)
    .select('company_invitations.*', 'companies.kind', db.raw('company_name(companies.id) AS company_name'))
    .first()) as (CompanyInvitation & { companyName: string; kind: Company['kind'] }) | undefined;
  if (!invitation) throw invalidLink();
  if (invitation.acceptedAt)
    throw gone('invitation_used', 'This invitation was accepted already: sign in to reach the company.');
  if (invitation.revokedAt) {
    throw gone('invitation_revoked', 'This invitation was withdrawn: ask the company for a new one.');
  }
  if (invitation.expiresAt <= now) {
    throw gone(
      'invitation_expired',
      `This invitation expired: invitations work for ${INVITATION_DAYS} days. Ask the company for a new one.`,
    );
  }
  return invitation;
}

/** What the link's page shows: which firm, which role, for which address. */
export async function previewInvitation(
  db: Knex,
  secretsKey: Buffer,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const invitation = await invitationOf(db, secretsKey, token, now);
  const account = await findUserByEmail(db, invitation.email);
  return {
    companyName: invitation.companyName,
    kind: invitation.kind,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: account !== undefined,
  };
}

/**
 * Joins the firm an invitation names, once. Signed in, as the invited address's account; not
 * signed in, for an address with no account yet, with a new account (its address taken as
 * confirmed: the link reached it). Answers the account, whose session then acts for the firm.
 */
export async function acceptInvitation(
  db: Knex,
  secretsKey: Buffer,
  signedIn: AuthUser | undefined,
  body: AcceptInvitationBody,
  now = new Date(),
): Promise<{ user: User; companyId: string; role: Invitation['role'] }> {
  return db.transaction(async (trx) => {
    const invitation = await invitationOf(trx, secretsKey, body.token, now);
    let user: User | undefined;
    if (signedIn) {
      if (signedIn.email !== invitation.email) {
        throw new AppError({
          status: 403,
          code: 'invitation_for_another_address',
          title: 'Forbidden',
          detail: `This invitation is for ${invitation.email}; you are signed in as ${signedIn.email}. Sign out and open the link again.`,
        });
      }
      user = await findUser(trx, signedIn.id);
    } else {
      const existing = await findUserByEmail(trx, invitation.email);
      if (existing) {
        throw new AppError({
          status: 409,
          code: 'sign_in_to_accept',
          title: 'Conflict',
          detail: `${invitation.email} has an account: sign in to it, then accept the invitation.`,
        });
      }
      if (!body.password || !body.firstName || !body.lastName) {
        throw invalidField(
          body.password ? (body.firstName ? 'lastName' : 'firstName') : 'password',
          'is required to make your account',
        );
      }
      // A person's own firm buys: they sell for the firm that invited them.
      user = await createAccount(trx, {
        email: invitation.email,
        password: body.password,
        firstName: body.firstName,
        lastName: body.lastName,
        role: 'buyer',
      });
    }
    if (!user) throw invalidLink();
    const joined = await trx('companyMembers')
      .insert({
        companyId: invitation.companyId,
        companyKind: invitation.kind,
        userId: user.id,
        role: invitation.role,
      })
      .onConflict(['companyId', 'userId'])
      .ignore()
      .returning('userId');
    await trx('companyInvitations')
      .where({ id: invitation.id })
      .update({ acceptedAt: now, acceptedBy: user.id });
    if (joined.length > 0) {
      await recordAudit(
        trx,
        user,
        'company.member_joined',
        { type: 'company', id: invitation.companyId },
        { userId: user.id, role: invitation.role, invitationId: invitation.id },
      );
    }
    return { user, companyId: invitation.companyId, role: invitation.role };
  });
}
